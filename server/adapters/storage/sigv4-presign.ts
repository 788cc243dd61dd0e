import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, query-string form ("presigned URL"), written with node:crypto instead of
 * pulling the AWS SDK into the server. Follows "Authenticating Requests: Using Query Parameters (AWS
 * Signature Version 4)" of the S3 API reference; the payload is UNSIGNED-PAYLOAD as S3 presigned URLs use.
 */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** `s3` for S3 and compatible stores. */
  readonly service: string;
}

export interface PresignRequest {
  readonly method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  /** Absolute URL of the object, without query. */
  readonly url: string;
  /** Signed headers besides `host` (lower-cased names); the client must send them with these values. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly expiresInSeconds: number;
  readonly now: Date;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept only in paths. */
export const uriEncode = (value: string, keepSlash = false): string =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer => createHmac('sha256', key).update(value, 'utf8').digest();

/** `20130524T000000Z`. */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The canonical request, string to sign and final URL; the parts are returned so tests can compare each step. */
export function presignUrl(credentials: SigV4Credentials, request: PresignRequest) {
  const target = new URL(request.url);
  const timestamp = amzDate(request.now);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const headers: Record<string, string> = { host: target.host };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', timestamp],
    ['X-Amz-Expires', String(request.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalUri = uriEncode(decodeURIComponent(target.pathname), true);
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    headerNames.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(credentials.secretAccessKey, day, credentials.region, credentials.service),
  )
    .update(stringToSign, 'utf8')
    .digest('hex');
  const url = `${target.origin}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
  return { url, canonicalRequest, stringToSign, signature };
}
