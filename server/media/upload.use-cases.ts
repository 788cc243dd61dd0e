import {
  UPLOAD_PURPOSES,
  type AvatarUploadTargetWire,
  type ReportUploadBodyWire,
  type ReportUploadTargetWire,
  type UploadStoredWire,
} from '../../src/contract/media.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { UserUseCases } from '../users/users.use-cases';
import { checkImage, uploadAlreadyStored } from './image-bytes';
import type { UploadPurpose, UploadStore } from './media.ports';

/** Kept here for the routes that list the accepted types. */
export { IMAGE_CONTENT_TYPES, IMAGE_TYPES } from './image-bytes';
export type { UploadPurpose };

export { UPLOAD_PURPOSES };

export type UploadDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'localFiles' | 'storage' | 'images'>;

/**
 * Avatars and report attachments: signed PUT URLs to this server, the PUT and GET behind them. The bytes live in
 * the image storage (`deps.storage`): the local folder, or with STORAGE=s3 the bucket, so that several instances
 * serve the same files. They are always read through this server (profiles link them as same-origin
 * paths; report attachments are for their owner and moderators only), never from the bucket's public URL.
 */
export function createUploadUseCases(
  deps: UploadDeps,
  store: UploadStore,
  users: Pick<UserUseCases, 'requireUser' | 'findUser'>,
) {
  /** The browser PUTs to this server, which checks the signature, the type and the size before storing. */
  async function signedUrl(purpose: UploadPurpose, id: string, now: Date): Promise<string> {
    const signed = await deps.localFiles.presignPut(`${purpose}/${id}`, {
      contentType: null,
      maxBytes: deps.config.uploadMaxBytes,
      expiresInSeconds: deps.config.uploadUrlTtlSeconds,
      now,
    });
    return signed.url;
  }

  async function readUpload(purpose: UploadPurpose, id: string): Promise<{ contentType: string; body: Buffer }> {
    const row = await store.findUpload(deps.db, purpose, id);
    if (!row?.stored_at || !row.content_type) throw failure(ErrorCode.notFound, 'Upload not found');
    const body = await deps.storage.read(`${purpose}/${id}`);
    if (!body) throw failure(ErrorCode.notFound, 'Upload not found');
    return { contentType: row.content_type, body };
  }

  return {
    /** Spec §7 upload-avatar: signed, expiring PUT URLs for the image and its thumbnail, named by one hash. */
    async presignAvatar(identity: VerifiedIdentity): Promise<AvatarUploadTargetWire> {
      const now = nowDate(deps);
      const expires = now.getTime() + deps.config.uploadUrlTtlSeconds * 1000;
      const hash = newId();
      await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        for (const purpose of ['avatar', 'avatar-thumbnail'] as const) {
          await store.insertUpload(
            tx,
            { upload_id: hash, purpose, owner_user_id: user.user_id, file_name: null, content_type: null },
            now,
          );
        }
      });
      return {
        presigned_avatar_url: await signedUrl('avatar', hash, now),
        presigned_avatar_thumbnail_url: await signedUrl('avatar-thumbnail', hash, now),
        avatar_image_hash: hash,
        expires_at: new Date(expires).toISOString(),
      };
    },

    /** v2/report/uploads: one signed PUT URL for an issue-report attachment of the declared image type. */
    async presignReportUpload(identity: VerifiedIdentity, body: ReportUploadBodyWire): Promise<ReportUploadTargetWire> {
      const now = nowDate(deps);
      const expires = now.getTime() + deps.config.uploadUrlTtlSeconds * 1000;
      const id = newId();
      await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        await store.insertUpload(
          tx,
          {
            upload_id: id,
            purpose: 'report',
            owner_user_id: user.user_id,
            file_name: body.file_name,
            content_type: body.content_type,
          },
          now,
        );
      });
      return {
        upload_url: await signedUrl('report', id, now),
        attachment_id: id,
        expires_at: new Date(expires).toISOString(),
      };
    },

    /** Whether `id` is a finished upload of `purpose` owned by `ownerUserId` (report attachments). */
    async isFinishedUpload(q: Queryable, purpose: UploadPurpose, id: string, ownerUserId: string): Promise<boolean> {
      const upload = await store.findUpload(q, purpose, id);
      return upload !== null && upload.owner_user_id === ownerUserId && upload.stored_at !== null;
    },

    /**
     * PUT through a signed URL. The signature and expiry are checked first (403 4030101007), then the image
     * checks of `checkImage`: the Content-Type (422), the size (413 4130104413, enforced by the route's body
     * limit too), what the bytes really are (415 4150101013) and their pixels (422 4220101014). Write-once: the file is claimed with an atomic create-if-absent
     * before the row says stored, so of concurrent PUTs exactly one is stored and acknowledged; the others,
     * and any later PUT, are 409 4090101010 and store nothing.
     */
    async storeUpload(request: {
      purpose: UploadPurpose;
      id: string;
      expires: number;
      signature: string;
      contentType: string;
      body: Buffer;
    }): Promise<UploadStoredWire> {
      deps.localFiles.verifyPut(
        `${request.purpose}/${request.id}`,
        request.expires,
        request.signature,
        deps.clock.now(),
      );
      const row = await store.findUpload(deps.db, request.purpose, request.id);
      if (!row) throw failure(ErrorCode.forbidden, 'Upload URL does not name a pending upload');
      if (row.stored_at) throw uploadAlreadyStored();
      const { contentType } = await checkImage(deps.images, {
        contentType: request.contentType,
        declaredType: row.content_type,
        body: request.body,
        maxBytes: deps.config.uploadMaxBytes,
      });
      const key = `${request.purpose}/${request.id}`;
      if (!(await deps.storage.putOnce(key, request.body, contentType))) throw uploadAlreadyStored();
      let marked: boolean;
      try {
        marked = await store.markStored(
          deps.db,
          request.purpose,
          request.id,
          contentType,
          request.body.length,
          nowDate(deps),
        );
      } catch (error) {
        await deps.storage.discard(key);
        throw error;
      }
      if (!marked) throw uploadAlreadyStored();
      return { stored: true, size: request.body.length };
    },

    /**
     * An issue-report attachment read by its owner: the reporter's bearer token, else 404 as for an
     * unknown id, so an attachment id reveals nothing to anyone else (moderators read it through the admin call).
     */
    async readOwnUpload(
      identity: VerifiedIdentity | null,
      purpose: UploadPurpose,
      id: string,
    ): Promise<{ contentType: string; body: Buffer }> {
      const user = identity ? await users.findUser(deps.db, identity) : null;
      const row = user ? await store.findUpload(deps.db, purpose, id) : null;
      if (!user || row?.owner_user_id !== user.user_id) throw failure(ErrorCode.notFound, 'Upload not found');
      return readUpload(purpose, id);
    },

    /** GET of a stored upload: its bytes and the content type checked at upload. */
    readUpload,
  };
}

export type UploadUseCases = ReturnType<typeof createUploadUseCases>;
