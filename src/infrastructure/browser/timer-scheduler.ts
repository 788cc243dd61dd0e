import type { Scheduler } from '../../application/ports/scheduler.port';

/** The Scheduler port on the platform's timers (autosave pauses and offline retries). */
export class TimerScheduler implements Scheduler {
  schedule(callback: () => void, delayMs: number): () => void {
    const handle = setTimeout(callback, Math.max(0, delayMs));
    return () => clearTimeout(handle);
  }
}
