import type { ServerConfig } from './config';

/**
 * Where uploaded images live (architecture: "image storage" — a local folder by default, an S3-compatible
 * bucket in production). Keys are slash-separated relative names such as `media/<imageId>`; the browser
 * uploads straight to a presigned URL so image bytes never pass through JSON calls.
 */
export interface PresignPutOptions {
  /** The only Content-Type the upload may carry (signed into the URL where the backend supports it). */
  readonly contentType: string | null;
  /** Largest accepted body; the local adapter checks it, a query-presigned S3 PUT cannot (see S3ObjectStorage). */
  readonly maxBytes: number;
  readonly expiresInSeconds: number;
  /** Signing time; comes from the server clock so tests can expire URLs. */
  readonly now: Date;
}

export interface PresignedPut {
  readonly url: string;
  readonly expiresAt: Date;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** A URL the browser may PUT the object's bytes to until `expiresAt`. */
  presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  /** Where a reader fetches the stored object. */
  publicUrl(key: string): string;
  /** Stores bytes directly, replacing what is there (server-side writes: seed covers). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Write-once store: claims `key` only when nothing is stored under it (an atomic create-if-absent on
   * disk, a conditional `If-None-Match: *` PUT on a bucket). False when `key` already holds an object (a lost race
   * or a reused URL): nothing is written.
   */
  putOnce(key: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** Drops an object this server claimed but could not record (the row update failed); never an acknowledged one. */
  discard(key: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

/** DATA_DIR/uploads behind this server's own signed URLs: it also checks the signatures it issued. */
export interface LocalFileStorage extends ObjectStorage {
  readonly kind: 'local';
  /** Refuses a forged signature or an expired URL with 403 4030101007. */
  verifyPut(key: string, expires: number, signature: string, nowMs: number): void;
}

/** Origins the SPA must reach with STORAGE=s3 (CSP): images load from the public URL, uploads PUT to the bucket. */
export function storageOrigins(config: Pick<ServerConfig, 'storage'>): { images: string[]; uploads: string[] } {
  if (config.storage.kind === 'local') return { images: [], uploads: [] };
  const s3 = config.storage.s3;
  const endpoint = new URL(s3.endpoint);
  const bucketOrigin = s3.pathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  return { images: [new URL(s3.publicUrl).origin], uploads: [bucketOrigin] };
}
