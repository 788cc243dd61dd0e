import type { RateCounters, RateWindow } from '../kernel/rate-counter.port';

/** Keys kept at most; past it, ended windows are dropped first, then the oldest keys. */
const MAX_KEYS = 50_000;

/** The rate counters of a single process (PGlite: one instance by construction). */
export function createInProcessRateCounters(): RateCounters {
  const windows = new Map<string, { count: number; resetAtMs: number }>();
  return {
    async hit(key: string, windowMs: number, nowMs: number): Promise<RateWindow> {
      let window = windows.get(key);
      if (!window || window.resetAtMs <= nowMs) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, w] of windows) if (w.resetAtMs <= nowMs) windows.delete(k);
          for (const k of windows.keys()) {
            if (windows.size < MAX_KEYS) break;
            windows.delete(k);
          }
        }
        window = { count: 0, resetAtMs: nowMs + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAtMs: window.resetAtMs };
    },
  };
}
