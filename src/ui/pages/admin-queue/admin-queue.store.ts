import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { adminPageCount, type ModerationService } from '../../../application/moderation/moderation.service';
import type { AdminPage, QueueItem } from '../../../application/ports/moderation-api.port';
import { QUEUE_KINDS, QUEUE_STATUSES, type QueueKind, type QueueStatus } from '../../../domain/moderation/moderation';
import { adminErrorKey } from '../admin-shared/admin-errors';

export interface QueueFilter {
  readonly kind: QueueKind | null;
  readonly status: QueueStatus;
  readonly page: number;
}

/** `?kind=report&status=done&page=2` → the filter; anything unknown falls back to every kind, open, page 1. */
export function parseQueueQuery(search: string): QueueFilter {
  const params = new URLSearchParams(search);
  const kind = QUEUE_KINDS.find((k) => k === params.get('kind')) ?? null;
  const status = QUEUE_STATUSES.find((s) => s === params.get('status')) ?? 'open';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { kind, status, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function queueQuery(filter: QueueFilter): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status !== 'open') params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a confirm dialog is about to do to one item. */
export type QueueAction =
  | { readonly type: 'hide' | 'unhide'; readonly item: QueueItem }
  | { readonly type: 'disable' | 'enable'; readonly item: QueueItem; readonly userId: string }
  | { readonly type: 'approve' | 'refuse'; readonly item: QueueItem }
  | { readonly type: 'holidaysOn' | 'holidaysOff'; readonly item: QueueItem }
  | { readonly type: 'done' | 'reopen'; readonly item: QueueItem };

type Service = Pick<
  ModerationService,
  'queue' | 'setItemStatus' | 'setTargetHidden' | 'setUserDisabled' | 'decidePlace' | 'setPlaceClosedOnHolidays'
>;

/**
 * /admin: one page of the queue and the actions on its items. An item changes only with the
 * server's answer (no optimistic guess); a failed action keeps the dialog and what was typed in it.
 */
export class AdminQueueStore {
  page: AdminPage<QueueItem> | null = null;
  loading = false;
  errorKey: string | null = null;
  /** The open dialog, its text (reason or note) and its own error. */
  action: QueueAction | null = null;
  text = '';
  actionErrorKey: string | null = null;
  busy = false;
  /** Answers the queue item does not carry: accounts disabled here, places decided here. */
  readonly disabledUsers = observable.map<string, boolean>();
  readonly decisions = observable.map<string, 'approve' | 'refuse'>();
  /** The last thing done, for the polite status line. */
  doneKey: string | null = null;
  private filter: QueueFilter | null = null;
  private seq = 0;

  constructor(private readonly service: Service) {
    makeAutoObservable<AdminQueueStore, 'service' | 'seq' | 'filter'>(
      this,
      { service: false, seq: false, filter: false, page: observableRef },
      { autoBind: true },
    );
  }

  get pages(): number {
    return this.page ? adminPageCount(this.page.total) : 1;
  }

  async show(filter: QueueFilter): Promise<void> {
    this.filter = filter;
    await this.fetch();
  }

  retry(): Promise<void> {
    return this.fetch();
  }

  open(action: QueueAction): void {
    this.action = action;
    this.text = action.type === 'done' || action.type === 'reopen' ? (action.item.note ?? '') : '';
    this.actionErrorKey = null;
  }

  setText(text: string): void {
    this.text = text;
  }

  close(): void {
    if (this.busy) return;
    this.action = null;
    this.actionErrorKey = null;
  }

  /** A refusal of a place needs its reason (the proposer reads it). */
  get missingReason(): boolean {
    return this.action?.type === 'refuse' && this.text.trim() === '';
  }

  async confirm(): Promise<void> {
    const action = this.action;
    if (!action || this.busy) return;
    if (this.missingReason) {
      this.actionErrorKey = 'admin.queue.dialog.reasonMissing';
      return;
    }
    this.busy = true;
    this.actionErrorKey = null;
    try {
      await this.run(action);
      runInAction(() => {
        this.doneKey = `admin.queue.done.${action.type}`;
        this.action = null;
        this.text = '';
      });
    } catch (error) {
      runInAction(() => (this.actionErrorKey = adminErrorKey(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async run(action: QueueAction): Promise<void> {
    const { item } = action;
    switch (action.type) {
      case 'hide':
      case 'unhide': {
        const hidden = await this.service.setTargetHidden(item, action.type === 'hide', this.text);
        runInAction(() => this.replace({ ...item, targetHidden: hidden }));
        return;
      }
      case 'disable':
      case 'enable': {
        const disabled = await this.service.setUserDisabled(action.userId, action.type === 'disable');
        runInAction(() => this.disabledUsers.set(action.userId, disabled));
        return;
      }
      case 'approve':
      case 'refuse': {
        if (!item.targetId) return;
        await this.service.decidePlace(item.targetId, action.type, this.text);
        runInAction(() => this.decisions.set(item.itemId, action.type as 'approve' | 'refuse'));
        return;
      }
      case 'holidaysOn':
      case 'holidaysOff': {
        if (!item.targetId) return;
        const closed = await this.service.setPlaceClosedOnHolidays(item.targetId, action.type === 'holidaysOn');
        runInAction(() => this.replace({ ...item, placeClosedOnPublicHolidays: closed }));
        return;
      }
      case 'done':
      case 'reopen': {
        const answer = await this.service.setItemStatus(item, action.type === 'done' ? 'done' : 'open', this.text);
        runInAction(() => this.replace(answer));
      }
    }
  }

  private replace(next: QueueItem): void {
    if (!this.page) return;
    this.page = {
      ...this.page,
      items: this.page.items.map((i) => (i.kind === next.kind && i.itemId === next.itemId ? next : i)),
    };
  }

  private async fetch(): Promise<void> {
    const filter = this.filter;
    if (!filter) return;
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    try {
      const page = await this.service.queue(filter);
      runInAction(() => seq === this.seq && (this.page = page));
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = adminErrorKey(error)));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }
}
