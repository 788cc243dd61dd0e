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
  /** Stores bytes directly (server-side writes: seed covers). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are ours, never user input; still, refuse anything that could climb out of a folder or bucket prefix. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
