import { ErrorCode } from '../../src/domain/errors/error-codes';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { supportRepository, type UploadPurpose } from '../persistence/support.repository';
import { checkImageBytes } from '../storage/image-bytes';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';

/** Kept here for the profile routes that list the accepted types. */
export { IMAGE_TYPES } from '../storage/image-bytes';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['avatar', 'avatar-thumbnail', 'report'];

/** Avatars and report attachments always live in the local folder: profiles link them as same-origin paths. */
async function signedUrl(deps: ServerDeps, purpose: UploadPurpose, id: string, now: Date): Promise<string> {
  const signed = await deps.localFiles.presignPut(`${purpose}/${id}`, {
    contentType: null, maxBytes: deps.config.uploadMaxBytes, expiresInSeconds: deps.config.uploadUrlTtlSeconds, now,
  });
  return signed.url;
}

/** Spec §7 upload-avatar: signed, expiring PUT URLs for the image and its thumbnail, named by one hash. */
export async function presignAvatar(deps: ServerDeps, identity: VerifiedIdentity) {
  const now = nowDate(deps);
  const expires = now.getTime() + deps.config.uploadUrlTtlSeconds * 1000;
  const hash = newId();
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    for (const purpose of ['avatar', 'avatar-thumbnail'] as const) {
      await supportRepository.insertUpload(tx, { upload_id: hash, purpose, owner_user_id: user.user_id, file_name: null, content_type: null }, now);
    }
  });
  return {
    presigned_avatar_url: await signedUrl(deps, 'avatar', hash, now),
    presigned_avatar_thumbnail_url: await signedUrl(deps, 'avatar-thumbnail', hash, now),
    avatar_image_hash: hash,
    expires_at: new Date(expires).toISOString(),
  };
}

/** v2/report/uploads: one signed PUT URL for an issue-report attachment of the declared image type. */
export async function presignReportUpload(deps: ServerDeps, identity: VerifiedIdentity, body: { file_name: string; content_type: string }) {
  const now = nowDate(deps);
  const expires = now.getTime() + deps.config.uploadUrlTtlSeconds * 1000;
  const id = newId();
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    await supportRepository.insertUpload(tx, { upload_id: id, purpose: 'report', owner_user_id: user.user_id, file_name: body.file_name, content_type: body.content_type }, now);
  });
  return { upload_url: await signedUrl(deps, 'report', id, now), attachment_id: id, expires_at: new Date(expires).toISOString() };
}

/**
 * PUT through a signed URL. The signature and expiry are checked first (403 4030101007), then the type
 * (images only, the bytes must match the declared type: 422), then the size (413 4130104413, enforced by
 * the route's body limit too). The file is written whole (temp file + rename) before the row says stored.
 */
export async function storeUpload(
  deps: ServerDeps,
  request: { purpose: UploadPurpose; id: string; expires: number; signature: string; contentType: string; body: Buffer },
): Promise<{ stored: true; size: number }> {
  deps.localFiles.verifyPut(`${request.purpose}/${request.id}`, request.expires, request.signature, deps.clock.now());
  const row = await supportRepository.findUpload(deps.db, request.purpose, request.id);
  if (!row) throw apiError(ErrorCode.forbidden, 'Upload URL does not name a pending upload');
  if (row.stored_at) throw apiError(ErrorCode.forbidden, 'Upload URL was already used');
  const contentType = checkImageBytes({ contentType: request.contentType, declaredType: row.content_type, body: request.body, maxBytes: deps.config.uploadMaxBytes });
  await deps.localFiles.put(`${request.purpose}/${request.id}`, request.body);
  await supportRepository.markStored(deps.db, request.purpose, request.id, contentType, request.body.length, nowDate(deps));
  return { stored: true, size: request.body.length };
}

/** GET of a stored upload: its bytes and the content type checked at upload. */
export async function readUpload(deps: ServerDeps, purpose: UploadPurpose, id: string): Promise<{ contentType: string; body: Buffer }> {
  const row = await supportRepository.findUpload(deps.db, purpose, id);
  if (!row?.stored_at || !row.content_type) throw apiError(ErrorCode.notFound, 'Upload not found');
  const body = await deps.localFiles.read(`${purpose}/${id}`);
  if (!body) throw apiError(ErrorCode.notFound, 'Upload not found');
  return { contentType: row.content_type, body };
}
