import { Routes } from './routes';

/** Where a rejected or missing `redirectUrl` leads (spec §2: signed-in users land on the dashboard). */
export const SAFE_REDIRECT_FALLBACK: string = Routes.dashboard;

/** Any origin works: only "did the origin change?" is asked of it. */
const PROBE_ORIGIN = 'http://same-origin.invalid';
const MAX_DECODE_ROUNDS = 5;
const MAX_LENGTH = 2048;
/** C0/C1 controls, DEL, and every Unicode space (browsers strip some of them before parsing a URL). */
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028-\u202f\ufeff]/u;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/u;

/**
 * Turns the `redirectUrl` query value of the login page (spec §2 rule 5) into a path on this origin,
 * or the fallback. Only a plain absolute path is accepted: scheme-relative (`//host`), backslash
 * (`/\host`), schemes (`https:host`, `javascript:`), whitespace and control characters are refused,
 * also when hidden behind one or more layers of percent-encoding, because routers and servers
 * downstream may decode again.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (raw == null || raw.length === 0 || raw.length > MAX_LENGTH) return SAFE_REDIRECT_FALLBACK;
  if (CONTROL_OR_SPACE.test(raw) || !isPlainPath(raw)) return SAFE_REDIRECT_FALLBACK;

  let layer = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeOnce(layer);
    if (decoded === null || CONTROL.test(decoded) || !isPlainPath(decoded)) return SAFE_REDIRECT_FALLBACK;
    if (decoded === layer) break;
    layer = decoded;
  }
  if (layer !== decodeOnce(layer)) return SAFE_REDIRECT_FALLBACK;

  const parsed = new URL(raw, PROBE_ORIGIN);
  if (parsed.origin !== PROBE_ORIGIN) return SAFE_REDIRECT_FALLBACK;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
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
