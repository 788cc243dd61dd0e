import type { MediaPurposeWire, UploadPurposeWire } from '../../src/contract/media.contract';
import type { Queryable } from '../kernel/database.port';

export type MediaPurpose = MediaPurposeWire;

export interface MediaImageRow {
  readonly image_id: string;
  readonly owner_user_id: string;
  readonly purpose: MediaPurpose;
  readonly content_type: string;
  readonly width: number;
  readonly height: number;
  readonly blurhash: string | null;
  readonly size_bytes: number | null;
  readonly created_at: Date;
  readonly stored_at: Date | null;
}

export type UploadPurpose = UploadPurposeWire;

export interface UploadRow {
  readonly upload_id: string;
  readonly purpose: UploadPurpose;
  readonly owner_user_id: string;
  readonly file_name: string | null;
  readonly content_type: string | null;
  readonly size_bytes: number | null;
  readonly stored_at: Date | null;
}

/** media_images (migration 0005): one row per issued content-image upload: media/media.repository.ts. */
export interface MediaStore {
  insert(
    q: Queryable,
    row: Omit<MediaImageRow, 'created_at' | 'stored_at'>,
    now: Date,
    storedAt?: Date | null,
  ): Promise<void>;
  find(q: Queryable, imageId: string): Promise<MediaImageRow | null>;
  /**
   * Marks the upload stored, with the image's real width and height when the server read them (a bucket
   * upload keeps the declared ones); false when another request stored it first (a URL is good for one upload).
   */
  markStored(
    q: Queryable,
    imageId: string,
    size: number,
    now: Date,
    dimensions?: { readonly width: number; readonly height: number },
  ): Promise<boolean>;
  listStored(
    q: Queryable,
    ownerUserId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: MediaImageRow[]; total: number }>;
  listPending(q: Queryable, ownerUserId: string, since: Date, limit: number): Promise<MediaImageRow[]>;
}

/** Signed uploads of avatars and report attachments (uploads): media/upload.repository.ts. */
export interface UploadStore {
  insertUpload(q: Queryable, row: Omit<UploadRow, 'size_bytes' | 'stored_at'>, now: Date): Promise<void>;
  findUpload(q: Queryable, purpose: UploadPurpose, uploadId: string): Promise<UploadRow | null>;
  /** Marks the upload stored; false when it already was. */
  markStored(
    q: Queryable,
    purpose: UploadPurpose,
    uploadId: string,
    contentType: string,
    size: number,
    now: Date,
  ): Promise<boolean>;
}
