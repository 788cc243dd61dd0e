/** Spec §9: the day length every day-based rule uses (name change, opening hours, relative time). */
export const DAY_MS = 864e5;
export const MINUTE_MS = 60_000;
export const MINUTES_PER_DAY = 1440;
