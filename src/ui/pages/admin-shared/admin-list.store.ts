import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { adminPageCount } from '../../../application/moderation/moderation.service';
import type { AdminPage } from '../../../application/ports/moderation-api.port';
import { adminErrorKey } from './admin-errors';

/** `?page=2` → 2 (pages count from 1). */
export function parsePage(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** One page of the admin polls or campaigns, with its error and a retry. */
export class AdminListStore<T> {
  page: AdminPage<T> | null = null;
  loading = false;
  errorKey: string | null = null;
  private shown = 1;
  private seq = 0;

  constructor(private readonly load: (page: number) => Promise<AdminPage<T>>) {
    makeAutoObservable<AdminListStore<T>, 'load' | 'seq' | 'shown'>(
      this,
      { load: false, seq: false, shown: false, page: observableRef },
      { autoBind: true },
    );
  }

  get pages(): number {
    return this.page ? adminPageCount(this.page.total) : 1;
  }

  async show(page: number): Promise<void> {
    this.shown = page;
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    try {
      const answer = await this.load(page);
      runInAction(() => seq === this.seq && (this.page = answer));
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = adminErrorKey(error)));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }

  retry(): Promise<void> {
    return this.show(this.shown);
  }
}
