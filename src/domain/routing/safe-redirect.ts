import { Routes } from './routes';

/** Where a rejected or missing `redirectUrl` leads (spec §2: signed-in users land on the dashboard). */
export const SAFE_REDIRECT_FALLBACK: string = Routes.dashboard;

/** Any origin works: only "did the origin change?" is asked of it. */
const PROBE_ORIGIN = 'http://same-origin.invalid';
const MAX_DECODE_ROUNDS = 5;
const MAX_LENGTH = 2048;
/** C0/C1 controls, DEL, and every Unicode space (browsers strip some of them before parsing a URL). */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns look for in a redirect
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028-\u202f\ufeff]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/u;

/**
 * Turns the `redirectUrl` query value of the login page (spec §2 rule 5) into a path on this origin,
 * or the fallback. Only a plain absolute path is accepted: scheme-relative (`//host`), backslash
 * (`/\host`), schemes (`https:host`, `javascript:`), whitespace and control characters are refused,
 * also when hidden behind one or more layers of percent-encoding, because routers and servers
 * downstream may decode again.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (raw == null || raw.length === 0 || raw.length > MAX_LENGTH || !isSafePath(raw)) return SAFE_REDIRECT_FALLBACK;
  const parsed = new URL(raw, PROBE_ORIGIN);
  if (parsed.origin !== PROBE_ORIGIN) return SAFE_REDIRECT_FALLBACK;
  // Dot segments can collapse into `//host` (`/..//evil`), so the normalised result is checked again.
  const normalized = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSafePath(normalized) ? normalized : SAFE_REDIRECT_FALLBACK;
}

function isSafePath(value: string): boolean {
  if (CONTROL_OR_SPACE.test(value) || !isPlainPath(value)) return false;
  let layer = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeOnce(layer);
    if (decoded === null || CONTROL.test(decoded) || !isPlainPath(decoded)) return false;
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
