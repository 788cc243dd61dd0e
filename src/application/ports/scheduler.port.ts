/** Delayed work (autosave after a pause in typing, retries while offline) without timers in the application layer. */
export interface Scheduler {
  /** Runs `callback` once after `delayMs`; the returned function cancels it. */
  schedule(callback: () => void, delayMs: number): () => void;
}
