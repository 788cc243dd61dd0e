import type { ImageRef } from '../../domain/content/content';

/** cover / section: the compressed image a content shows; raw: the original kept next to it. */
export type ImagePurpose = 'cover' | 'section' | 'raw';

export interface PresignRequest {
  readonly purpose: ImagePurpose;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
  readonly blurhash: string | null;
  readonly sizeBytes: number;
}

export interface UploadTarget {
  readonly imageId: string;
  /** Signed, expiring URL the bytes are PUT to. */
  readonly uploadUrl: string;
  /** Where the image is read from once uploaded (ImageRef.url). */
  readonly url: string;
  readonly expiresAt: string;
}

export interface UploadOptions {
  /** 0..1 as bytes leave; 1 once the server accepted them. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** An image of the editor's media library (collections/images). */
export interface LibraryImage extends ImageRef {
  /** What it was uploaded for; photos of pending locations are listed too. */
  readonly purpose: ImagePurpose | 'pending-location';
  readonly createdAt: string;
}

/**
 * Image uploads of spec §7 content-orchestration-service (pre_sign_urls, raw_content/pre_sign_urls,
 * locations/pending/pre_sign_url) and the PUT of the bytes to the signed URL. An aborted upload rejects
 * with an AppError whose `details.aborted` is true.
 */
export interface MediaUpload {
  /** One target per request, in order ('raw' requests go to raw_content/pre_sign_urls). */
  presign(requests: readonly PresignRequest[]): Promise<readonly UploadTarget[]>;
  /** A photo for a pending location. */
  presignPendingLocation(request: Omit<PresignRequest, 'purpose'>): Promise<UploadTarget>;
  upload(uploadUrl: string, blob: Blob, options?: UploadOptions): Promise<void>;
  /** editor-service/v1/collections/images: the caller's images, newest first. */
  listLibrary(query: { offset: number; limit: number }): Promise<{ items: readonly LibraryImage[]; total: number }>;
}
