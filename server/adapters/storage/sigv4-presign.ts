import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, written with node:crypto instead of pulling the AWS SDK into the server, in its two
 * forms: the query-string form ("presigned URL", handed to browsers) and the Authorization-header form (the
 * server's own requests). Follows "Authenticating Requests (AWS Signature Version 4)" of the S3 API reference.
 *
 * Temporary credentials (an IAM role, STS AssumeRole, ECS/EKS task roles) come with a session token that S3
 * wants signed in: as the `X-Amz-Security-Token` query parameter of a presigned URL, as the
 * `x-amz-security-token` header of a header-signed request. Without it such credentials are refused.
 */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** `s3` for S3 and compatible stores. */
  readonly service: string;
  /** The session token of temporary credentials; absent or null for long-term keys. */
  readonly sessionToken?: string | null;
}

interface SignedRequest {
  readonly method: 'GET' | 'PUT' | 'HEAD' | 'DELETE' | 'POST';
  /** Absolute URL of the object, without query. */
  readonly url: string;
  /** Signed headers besides `host` (any case); the client must send them with these values. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD` (the default of presigned URLs, whose body is not known). */
  readonly payloadHash?: string;
  readonly now: Date;
}

export interface PresignRequest extends SignedRequest {
  readonly expiresInSeconds: number;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept only in paths. */
export const uriEncode = (value: string, keepSlash = false): string =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

export const sha256Hex = (value: string | Uint8Array): string => createHash('sha256').update(value).digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer => createHmac('sha256', key).update(value, 'utf8').digest();

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** `20130524T000000Z`. */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The canonical request, string to sign and signature of one request; shared by both forms. */
function sign(
  credentials: SigV4Credentials,
  request: SignedRequest,
  headers: Readonly<Record<string, string>>,
  query: readonly (readonly [string, string])[],
) {
  const target = new URL(request.url);
  const timestamp = amzDate(request.now);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');
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
    request.payloadHash ?? UNSIGNED_PAYLOAD,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(credentials.secretAccessKey, day, credentials.region, credentials.service),
  )
    .update(stringToSign, 'utf8')
    .digest('hex');
  return { target, scope, signedHeaders, canonicalQuery, canonicalUri, canonicalRequest, stringToSign, signature };
}

/** `host` and the given headers, names lower-cased and values trimmed as the canonical request has them. */
function withHost(url: string, headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const all: Record<string, string> = { host: new URL(url).host };
  for (const [name, value] of Object.entries(headers ?? {})) all[name.toLowerCase()] = value.trim();
  return all;
}

/**
 * A presigned URL (query-string form). The session token is one of the signed query parameters, as S3 wants it
 * and as the AWS SDKs' presigners put it. The parts are returned so tests can compare each step.
 */
export function presignUrl(credentials: SigV4Credentials, request: PresignRequest) {
  const headers = withHost(request.url, request.headers);
  const signedHeaders = Object.keys(headers).sort().join(';');
  const timestamp = amzDate(request.now);
  const scope = `${timestamp.slice(0, 8)}/${credentials.region}/${credentials.service}/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', timestamp],
    ['X-Amz-Expires', String(request.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  if (credentials.sessionToken) query.push(['X-Amz-Security-Token', credentials.sessionToken]);
  const signed = sign(credentials, request, headers, query);
  const url = `${signed.target.origin}${signed.canonicalUri}?${signed.canonicalQuery}&X-Amz-Signature=${signed.signature}`;
  return {
    url,
    canonicalRequest: signed.canonicalRequest,
    stringToSign: signed.stringToSign,
    signature: signed.signature,
  };
}

/**
 * A request signed in its headers (Authorization-header form): the headers to send are the given ones plus
 * `x-amz-date`, the session token as `x-amz-security-token` (signed) when there is one, and `authorization`.
 * S3 also wants `x-amz-content-sha256` (the payload hash) among them; the caller passes it.
 */
export function signRequest(credentials: SigV4Credentials, request: SignedRequest) {
  const timestamp = amzDate(request.now);
  const headers = withHost(request.url, {
    ...request.headers,
    'x-amz-date': timestamp,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  });
  const target = new URL(request.url);
  const query = [...target.searchParams.entries()];
  const signed = sign(credentials, { ...request, url: `${target.origin}${target.pathname}` }, headers, query);
  const authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${signed.scope}, ` +
    `SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`;
  // Fetch sends `host` itself, from the URL.
  const toSend = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'host'));
  return {
    headers: { ...toSend, authorization },
    authorization,
    canonicalRequest: signed.canonicalRequest,
    stringToSign: signed.stringToSign,
    signature: signed.signature,
  };
}
