import type { Scheduler } from '../../src/application/ports/scheduler.port';
import type { InMemoryClock } from './in-memory-clock';

/** Timers driven by hand: `advance(ms)` moves the clock and runs what became due, in order. */
export class InMemoryScheduler implements Scheduler {
  private tasks: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;

  constructor(private readonly clock: InMemoryClock) {}

  schedule(callback: () => void, delayMs: number): () => void {
    const id = this.nextId++;
    this.tasks.push({ at: this.clock.now() + delayMs, run: callback, id });
    return () => {
      this.tasks = this.tasks.filter((task) => task.id !== id);
    };
  }

  get pending(): number {
    return this.tasks.length;
  }

  /** When the earliest task is due, or null. */
  get nextAt(): number | null {
    return this.tasks.length === 0 ? null : Math.min(...this.tasks.map((t) => t.at));
  }

  advance(ms: number): void {
    const end = this.clock.now() + ms;
    for (;;) {
      const due = this.tasks.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((t) => t !== due);
      if (due.at > this.clock.now()) this.clock.set(due.at);
      due.run();
    }
    this.clock.set(end);
  }
}
