import { makeAutoObservable, runInAction } from 'mobx';
import type { StatsService } from '../../../application/stats/stats.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { CreatorStats, StatsPeriodDays } from '../../../domain/stats/stats';

/** /dashboard/stats: one read of a period's numbers at a time; a later choice wins over an earlier answer. */
export class StatsPageStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  stats: CreatorStats | null = null;
  errorKey: string | null = null;
  private asked = 0;
  /** The read under way and what it asks for: the same ask again (StrictMode's second effect) shares it. */
  private running: { readonly key: string; readonly done: Promise<void> } | null = null;

  constructor(private readonly service: Pick<StatsService, 'mine' | 'ofContent'>) {
    makeAutoObservable<StatsPageStore, 'service' | 'asked' | 'running'>(
      this,
      { service: false, asked: false, running: false },
      { autoBind: true },
    );
  }

  load(days: StatsPeriodDays, contentId: string | null): Promise<void> {
    const key = `${days}:${contentId ?? ''}`;
    if (this.running?.key === key) return this.running.done;
    const done = this.read(days, contentId).finally(() => {
      if (this.running?.done === done) this.running = null;
    });
    this.running = { key, done };
    return done;
  }

  private async read(days: StatsPeriodDays, contentId: string | null): Promise<void> {
    const ask = ++this.asked;
    this.status = 'loading';
    this.errorKey = null;
    try {
      const stats = contentId === null ? await this.service.mine(days) : await this.service.ofContent(contentId, days);
      runInAction(() => {
        if (ask !== this.asked) return;
        this.stats = stats;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (ask !== this.asked) return;
        this.errorKey = normalizeError(error).messageKey;
        this.status = 'error';
      });
    }
  }
}
