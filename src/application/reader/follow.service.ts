import type { FollowState } from '../../domain/follows/follows';
import type { FollowApi } from '../ports/follow-api.port';
import type { ReaderSession } from '../ports/reader-session.port';
import { normalized } from '../shared/normalized';
import type { SignInWishes } from '../shared/sign-in-wishes';

/**
 * "Follow" on a creator's profile. The adapter loads with the first use, never with the page: an anonymous reader
 * pays nothing, and a reader without a remembered sign-in is sent to sign in ('signIn'), the page coming back to
 * make the follow then.
 */
export class FollowService {
  private api: Promise<FollowApi> | null = null;

  constructor(
    private readonly loadApi: () => Promise<FollowApi>,
    private readonly session: Pick<ReaderSession, 'mayBeSignedIn' | 'getIdToken' | 'heldToken'>,
    private readonly now: () => number,
    /** A signed-out press, remembered in this tab for the return from signing in (see `wished`). */
    private readonly wishes: Pick<SignInWishes, 'remember' | 'take'>,
  ) {}

  private adapter(): Promise<FollowApi> {
    this.api ??= this.loadApi().catch((error: unknown) => {
      this.api = null; // a failed download is tried again next time
      throw error;
    });
    return this.api;
  }

  /** A token is at hand: one the app holds, else the identity SDK's (loaded now) when a sign-in is remembered. */
  private async signedIn(): Promise<boolean> {
    if (this.session.heldToken(this.now()) !== null) return true;
    if (!this.session.mayBeSignedIn()) return false;
    return (await normalized(() => this.session.getIdToken())) !== null;
  }

  /**
   * Whether I follow the creator (and whether they are me), asked only with a token the app already holds (a page
   * view never loads the identity SDK); null when there is none (the button then offers to follow, which is never
   * wrong: following twice is one follow).
   */
  async status(creatorUserId: string): Promise<FollowState | null> {
    if (this.session.heldToken(this.now()) === null) return null;
    const api = await normalized(() => this.adapter());
    return normalized(() => api.status(creatorUserId));
  }

  /** Follows them (following twice is one follow), or 'signIn' when nobody is signed in. */
  async follow(creatorUserId: string): Promise<FollowState | 'signIn'> {
    if (!(await this.signedIn())) {
      this.wishes.remember('follow', creatorUserId);
      return 'signIn';
    }
    const api = await normalized(() => this.adapter());
    return normalized(() => api.follow(creatorUserId));
  }

  /**
   * Whether this tab pressed Follow on them before signing in (asked once: the wish is then spent). The address's
   * `?follow=creator` alone follows nobody, so a link someone else sends cannot make me follow anyone.
   */
  wished(creatorUserId: string): boolean {
    return this.wishes.take('follow', creatorUserId);
  }

  async unfollow(creatorUserId: string): Promise<FollowState | 'signIn'> {
    if (!(await this.signedIn())) return 'signIn';
    const api = await normalized(() => this.adapter());
    return normalized(() => api.unfollow(creatorUserId));
  }
}
