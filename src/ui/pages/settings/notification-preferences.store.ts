import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { NotificationsService } from '../../../application/notifications/notifications.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import {
  withChange,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '../../../domain/notifications/notification-preferences';

/**
 * "Notifications" in settings: every topic × channel as a checkbox. A change shows at once and is sent at once, one
 * after the other in the order made; a refused one is undone and its error said, the others stay. Nothing runs in
 * the constructor (StrictMode builds it twice): the section calls ensureLoaded().
 */
export class NotificationPreferencesStore {
  preferences: NotificationPreferences | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  /** Changes sent and not answered yet. */
  pending = 0;
  saveErrorKey: string | null = null;
  /** A change was saved and none is pending: "Saved." is said. */
  saved = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly service: Pick<NotificationsService, 'preferences' | 'setPreference'>) {
    makeAutoObservable<NotificationPreferencesStore, 'service' | 'queue'>(
      this,
      { service: false, queue: false, preferences: observableRef },
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

  /** The channels the settings offer: in the app always, e-mail and LINE when I can have them. */
  get channels(): NotificationChannel[] {
    const available = this.preferences?.available;
    return (['in_app', 'email', 'line'] as const).filter((channel) => available?.[channel]);
  }

  set(topic: NotificationTopic, channel: NotificationChannel, enabled: boolean): Promise<void> {
    if (!this.preferences) return Promise.resolve();
    const change = { topic, channel, enabled };
    this.preferences = withChange(this.preferences, change);
    this.pending += 1;
    this.saved = false;
    this.saveErrorKey = null;
    const sent = this.queue.then(async () => {
      try {
        const answer = await this.service.setPreference(change);
        runInAction(() => {
          // The server's answer is the truth once nothing else is on its way.
          if (this.pending === 1) this.preferences = answer;
          this.saved = this.pending === 1;
        });
      } catch (error) {
        runInAction(() => {
          if (this.preferences) this.preferences = withChange(this.preferences, { ...change, enabled: !enabled });
          this.saveErrorKey = normalizeError(error).messageKey;
        });
      } finally {
        runInAction(() => (this.pending -= 1));
      }
    });
    this.queue = sent;
    return sent;
  }
}
