import { DAY_MS } from '../time/day';

export { DAY_MS };

/**
 * Spec §5/§9: a username or display name may be changed once within 60 days. Choosing a name is not changing
 * it: the username derived at sign-up and the names set at onboarding (PATCH profiles/1st) leave the last
 * change empty, so the first change after onboarding is allowed and each change then locks that name for
 * 60 days from itself. The server refuses with 4290101004 and the settings form shows the field read-only
 * until the date, both through `nameLockedUntil`.
 */
export const NAME_CHANGE_WINDOW_DAYS = 60;
export const NAME_CHANGE_WINDOW_MS = NAME_CHANGE_WINDOW_DAYS * DAY_MS;

/**
 * The earliest moment the name may change again, or null when it has never been changed.
 * Used by the SPA to explain the wait and by the server to answer 4290101004 (spec §8).
 */
export function nextNameChangeAt(lastChangedAtMs: number | null): number | null {
  return lastChangedAtMs === null ? null : lastChangedAtMs + NAME_CHANGE_WINDOW_MS;
}

/** True when a change is allowed now; exactly 60 days after the last change is allowed. */
export function canChangeName(lastChangedAtMs: number | null, nowMs: number): boolean {
  const next = nextNameChangeAt(lastChangedAtMs);
  return next === null || nowMs >= next;
}

/** Null when the name may change at `nowMs`, else the moment it may change again. */
export function nameLockedUntil(lastChangedAtMs: number | null, nowMs: number): number | null {
  return canChangeName(lastChangedAtMs, nowMs) ? null : nextNameChangeAt(lastChangedAtMs);
}

/**
 * Milliseconds of a last-update timestamp (spec §3 `username_updated_at` / `display_name_updated_at`),
 * null when absent. An unreadable timestamp throws: silently allowing a change would break the rule.
 */
export function lastChangedAtMs(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Unreadable name-change timestamp "${iso}"`);
  return ms;
}
