import { makeAutoObservable, runInAction } from 'mobx';
import type { ModerationService } from '../../application/moderation/moderation.service';

export type ModeratorStatus = 'unknown' | 'checking' | 'moderator' | 'not-moderator' | 'failed';

/**
 * Whether the signed-in person is a moderator, asked once per user (GET role) and kept: the
 * account menu shows the admin link from it and the admin pages show their refusal from it. The server
 * checks the role again on every admin call; this only decides what to show.
 */
export class ModeratorStore {
  status: ModeratorStatus = 'unknown';
  private userId: string | null = null;
  private seq = 0;

  constructor(private readonly service: Pick<ModerationService, 'isModerator'>) {
    makeAutoObservable<ModeratorStore, 'service' | 'seq' | 'userId'>(
      this,
      { service: false, seq: false, userId: false },
      { autoBind: true },
    );
  }

  get isModerator(): boolean {
    return this.status === 'moderator';
  }

  /** Asks for `userId` unless already known; null (signed out) forgets. */
  async check(userId: string | null, force = false): Promise<void> {
    if (userId === null) {
      this.userId = null;
      this.status = 'unknown';
      this.seq += 1;
      return;
    }
    if (!force && userId === this.userId && this.status !== 'failed' && this.status !== 'unknown') return;
    this.userId = userId;
    const seq = ++this.seq;
    this.status = 'checking';
    try {
      const moderator = await this.service.isModerator();
      runInAction(() => seq === this.seq && (this.status = moderator ? 'moderator' : 'not-moderator'));
    } catch {
      runInAction(() => seq === this.seq && (this.status = 'failed'));
    }
  }
}
