import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { NotificationsService } from '../../../application/notifications/notifications.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import {
  withChange,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
  type PreferenceChange,
} from '../../../domain/notifications/notification-preferences';

/**
 * "Notifications" in settings: every topic × channel as a checkbox. A change shows at once and is sent at once, one
 * after the other in the order made. What shows is always the server's last answer with the changes still on their
 * way laid over it, so a refused change drops out (its error said) without undoing any other, however many are in
 * flight. Nothing runs in the constructor (StrictMode builds it twice): the section calls ensureLoaded().
 */
export class NotificationPreferencesStore {
  /** What the settings show: the server's last answer with the changes still on their way laid over it. */
  preferences: NotificationPreferences | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  saveErrorKey: string | null = null;
  /** A change was saved and none is pending: "Saved." is said. */
  saved = false;
  /** The server's last answer (or the loaded state). */
  private confirmed: NotificationPreferences | null = null;
  /** Changes sent and not answered yet, in the order made. */
  private queued: PreferenceChange[] = [];
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly service: Pick<NotificationsService, 'preferences' | 'setPreference'>) {
    makeAutoObservable<NotificationPreferencesStore, 'service' | 'chain' | 'confirmed' | 'queued'>(
      this,
      { service: false, chain: false, preferences: observableRef, confirmed: observableRef, queued: observableRef },
      { autoBind: true },
    );
  }

  ensureLoaded(): Promise<void> {
    return this.status === 'idle' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    try {
      const preferences = await this.service.preferences();
      runInAction(() => {
        this.confirmed = preferences;
        this.preferences = preferences;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = normalizeError(error).messageKey;
        this.status = 'error';
      });
    }
  }

  /** How many changes are on their way. */
  get pending(): number {
    return this.queued.length;
  }

  /** The channels the settings offer: in the app always, e-mail and LINE when I can have them. */
  get channels(): NotificationChannel[] {
    const available = this.preferences?.available;
    return (['in_app', 'email', 'line'] as const).filter((channel) => available?.[channel]);
  }

  set(topic: NotificationTopic, channel: NotificationChannel, enabled: boolean): Promise<void> {
    if (!this.confirmed) return Promise.resolve();
    const change: PreferenceChange = { topic, channel, enabled };
    this.queued = [...this.queued, change];
    this.show();
    this.saved = false;
    this.saveErrorKey = null;
    const sent = this.chain.then(async () => {
      try {
        const answer = await this.service.setPreference(change);
        runInAction(() => {
          this.confirmed = answer;
          this.saved = this.queued.length === 1 && this.saveErrorKey === null;
        });
      } catch (error) {
        runInAction(() => (this.saveErrorKey = normalizeError(error).messageKey));
      } finally {
        runInAction(() => {
          this.queued = this.queued.filter((queued) => queued !== change);
          this.show();
        });
      }
    });
    this.chain = sent;
    return sent;
  }

  /** The confirmed state with the changes on their way: a refused one simply drops out. */
  private show(): void {
    if (this.confirmed) this.preferences = this.queued.reduce(withChange, this.confirmed);
  }
}
