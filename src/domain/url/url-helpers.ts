/**
 * URL helpers of spec §2 "URL helpers needed". Built on the standard URL/URLSearchParams, which
 * exist in browsers and Node alike, so the domain stays portable.
 */

export type PathParams = Readonly<Record<string, string | number>>;
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills `:name` segments of a path template (e.g. `Routes.content`). Values are percent-encoded
 * as one segment, so an id cannot add path segments. A missing parameter is a programming error.
 */
export function fillPathParams(template: string, params: PathParams = {}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`Missing path parameter "${name}" for "${template}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Appends query parameters to an absolute or relative URL. The existing query and hash are kept
 * exactly as written; `undefined` and `null` values are skipped; names and values are encoded.
 */
export function appendQuery(url: string, params: Readonly<Record<string, QueryValue>>): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const added = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  if (added.length === 0) return url;
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}${added.join('&')}${hash}`;
}

export interface AbsoluteUrlParts {
  /** `https://example.com:8443` */
  readonly origin: string;
  /** Path without query or hash, e.g. `/contents/42`. */
  readonly path: string;
}

/** Origin and path of an absolute http or https URL; anything else (relative, other schemes, junk) gives null. */
export function parseAbsoluteUrl(url: string): AbsoluteUrlParts | null {
  const parsed = parseHttpUrl(url);
  return parsed === null ? null : { origin: parsed.origin, path: parsed.pathname };
}

/** A same-site address (`path` + `search` + `hash`) without the query parameter `name`, the others kept in order. */
export function withoutQueryParam(path: string, search: string, name: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return `${path}${query === '' ? '' : `?${query}`}${hash}`;
}

/** One query parameter of an absolute http or https URL (first occurrence), or null. */
export function getQueryParam(url: string, name: string): string | null {
  return parseHttpUrl(url)?.searchParams.get(name) ?? null;
}

function parseHttpUrl(url: string): URL | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}
