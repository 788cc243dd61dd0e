/** Time comes in through this seam so the 60-day rule (spec §5) is testable; the server never reads Date.now() elsewhere. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A stored time on the wire: ISO 8601, or null. */
export const isoOrNull = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);
