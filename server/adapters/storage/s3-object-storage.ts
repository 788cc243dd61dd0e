import type { Clock } from '../../kernel/clock';
import type { S3Config } from '../../kernel/config';
import type { ObjectStorage, PresignedPut, PresignPutOptions } from '../../kernel/storage.port';
import { assertSafeKey } from './safe-key';
import { presignUrl, sha256Hex, signRequest, type SigV4Credentials } from './sigv4-presign';

/**
 * Every upload URL this server signs, and its own putOnce, is create-only: `If-None-Match: *` is one of the signed
 * headers, so the bucket stores the bytes only when nothing is stored under the key yet and answers 412 (or 409 to
 * the loser of a race) otherwise (S3 conditional writes; MinIO and R2 honour it too). The browser sends the header
 * on every upload (src/infrastructure/media/http-media-upload.ts); a request without it fails the signature.
 * An acknowledged upload is never overwritten, on a bucket as on the local disk.
 */
export const CREATE_ONLY_HEADERS: Readonly<Record<string, string>> = { 'if-none-match': '*' };

/**
 * An S3-compatible bucket behind the storage port. Uploads are query-presigned PUTs with the declared
 * Content-Type signed in, so the bucket refuses any other type, and create-only (CREATE_ONLY_HEADERS).
 * A presigned PUT cannot cap the body size
 * (only POST policies can): the size limit is enforced when the URL is issued (declared size_bytes) and the
 * bucket's own limits apply after that.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;

  constructor(
    private readonly config: S3Config,
    private readonly clock: Clock,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.credentials = {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      sessionToken: config.sessionToken,
    };
  }

  /** The object's API URL (path-style or virtual-hosted). */
  objectUrl(key: string): string {
    assertSafeKey(key);
    const endpoint = new URL(this.config.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    return this.config.pathStyle
      ? `${endpoint.origin}${base}/${this.config.bucket}/${key}`
      : `${endpoint.protocol}//${this.config.bucket}.${endpoint.host}${base}/${key}`;
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut> {
    const signed = presignUrl(this.credentials, {
      method: 'PUT',
      url: this.objectUrl(key),
      expiresInSeconds: options.expiresInSeconds,
      now: options.now,
      headers: { ...CREATE_ONLY_HEADERS, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
    });
    return { url: signed.url, expiresAt: new Date(options.now.getTime() + options.expiresInSeconds * 1000) };
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.config.publicUrl}/${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { 'content-type': contentType }, bytes);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${response.status}`);
  }

  /** 412 (the key holds an object) and 409 (a concurrent conditional write won) are the lost race: false. */
  async putOnce(key: string, bytes: Buffer, contentType: string): Promise<boolean> {
    const response = await this.send('PUT', key, { ...CREATE_ONLY_HEADERS, 'content-type': contentType }, bytes);
    if (response.status === 412 || response.status === 409) return false;
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${response.status}`);
    return true;
  }

  async discard(key: string): Promise<void> {
    const response = await this.send('DELETE', key, {});
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} failed with HTTP ${response.status}`);
  }

  /**
   * A request of the server itself, signed in its headers (the session token, if any, as `x-amz-security-token`)
   * with the body's SHA-256 signed in, so the bucket stores exactly the bytes the server meant.
   */
  private send(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const payloadHash = sha256Hex(body ?? '');
    const signed = signRequest(this.credentials, {
      method,
      url,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      now: new Date(this.clock.now()),
    });
    return this.fetcher(url, { method, headers: signed.headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  async read(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key, {});
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key, {});
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`S3 HEAD ${key} failed with HTTP ${response.status}`);
    return true;
  }
}
