import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { supportRepository, type UploadPurpose } from '../persistence/support.repository';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';

/** Images only: raster types with a recognisable signature (no SVG: it can carry script). */
export const IMAGE_TYPES: Readonly<Record<string, (b: Buffer) => boolean>> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['avatar', 'avatar-thumbnail', 'report'];

const signature = (secret: string, purpose: string, id: string, expires: number): string =>
  createHmac('sha256', secret).update(`PUT\n${purpose}/${id}\n${expires}`).digest('hex');

function signedUrl(deps: ServerDeps, purpose: UploadPurpose, id: string, expires: number): string {
  const sig = signature(deps.config.uploadSigningSecret, purpose, id, expires);
  return `${deps.config.publicUrl}/api/uploads/${purpose}/${id}?expires=${expires}&signature=${sig}`;
}

const filePath = (deps: ServerDeps, purpose: UploadPurpose, id: string): string =>
  path.join(deps.config.dataDir, 'uploads', purpose, id);

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
    presigned_avatar_url: signedUrl(deps, 'avatar', hash, expires),
    presigned_avatar_thumbnail_url: signedUrl(deps, 'avatar-thumbnail', hash, expires),
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
  return { upload_url: signedUrl(deps, 'report', id, expires), attachment_id: id, expires_at: new Date(expires).toISOString() };
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
  const expected = Buffer.from(signature(deps.config.uploadSigningSecret, request.purpose, request.id, request.expires), 'hex');
  const given = Buffer.from(request.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw apiError(ErrorCode.forbidden, 'Upload signature is invalid');
  if (deps.clock.now() > request.expires) throw apiError(ErrorCode.forbidden, 'Upload URL has expired');
  const row = await supportRepository.findUpload(deps.db, request.purpose, request.id);
  if (!row) throw apiError(ErrorCode.forbidden, 'Upload URL does not name a pending upload');
  if (row.stored_at) throw apiError(ErrorCode.forbidden, 'Upload URL was already used');
  const contentType = request.contentType.split(';')[0].trim().toLowerCase();
  const check = IMAGE_TYPES[contentType];
  if (!check) throw apiError(ErrorCode.validationUser, `Content-Type must be one of ${Object.keys(IMAGE_TYPES).join(', ')}`);
  if (row.content_type && row.content_type !== contentType) throw apiError(ErrorCode.validationUser, `Content-Type must be ${row.content_type} as declared`);
  if (request.body.length === 0) throw apiError(ErrorCode.validationUser, 'Upload body is empty');
  if (request.body.length > deps.config.uploadMaxBytes) throw apiError(ErrorCode.payloadTooLarge, 'Upload is too large');
  if (!check(request.body)) throw apiError(ErrorCode.validationUser, `Upload bytes are not a ${contentType} image`);
  const target = filePath(deps, request.purpose, request.id);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${newId(4)}.part`;
  await writeFile(temp, request.body);
  await rename(temp, target);
  await supportRepository.markStored(deps.db, request.purpose, request.id, contentType, request.body.length, nowDate(deps));
  return { stored: true, size: request.body.length };
}

/** GET of a stored upload: its bytes and the content type checked at upload. */
export async function readUpload(deps: ServerDeps, purpose: UploadPurpose, id: string): Promise<{ contentType: string; body: Buffer }> {
  const row = await supportRepository.findUpload(deps.db, purpose, id);
  if (!row?.stored_at || !row.content_type) throw apiError(ErrorCode.notFound, 'Upload not found');
  return { contentType: row.content_type, body: await readFile(filePath(deps, purpose, id)) };
}
