import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One independent part of a screen (a row of the home, a page of results) with its own loading, error and
 * retry: one failing call never blanks the others. A load answered after a newer one started is dropped.
 */
export class AsyncResource<T> {
  value: T | null = null;
  loading = false;
  errorKey: string | null = null;
  private seq = 0;

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<AsyncResource<T>, 'fetch' | 'seq'>(
      this,
      { fetch: false, seq: false, value: observableRef },
      { autoBind: true },
    );
  }

  get status(): ResourceStatus {
    if (this.errorKey) return 'error';
    if (this.loading && this.value === null) return 'loading';
    return this.value === null ? 'idle' : 'ready';
  }

  /** Loads unless a load already ran or runs (StrictMode runs a mount effect twice). */
  ensureLoaded(): Promise<void> {
    return this.loading || this.value !== null || this.errorKey ? Promise.resolve() : this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    try {
      const value = await this.fetch();
      runInAction(() => seq === this.seq && (this.value = value));
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }
}
