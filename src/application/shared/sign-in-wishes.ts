import type { KeyValueStore } from '../ports/key-value-store.port';

/** Where a press made signed out is remembered for the return from signing in (the tab's session storage). */
export const SIGN_IN_WISH_KEY = 'travelogue.sign-in-wish';
/** How long a press waits for its sign-in: long enough to create an account, short enough to be this visit's. */
export const SIGN_IN_WISH_TTL_MS = 30 * 60 * 1000;

/** What a signed-out press asked for: follow a creator, save a content/trip/place, copy a trip. */
export type SignInWishKind = 'follow' | 'save' | 'copy-trip';

interface Wish {
  readonly kind: SignInWishKind;
  readonly target: string;
  readonly at: number;
}

/**
 * The one thing a reader pressed before being sent to sign in, remembered in this tab so the page they come back
 * to can do it. The address's `?follow=creator`, `?save=…` or `?copy=trip` alone does nothing: a link someone
 * else sends cannot make me follow, save or copy anything in my name, and an old press is forgotten after
 * SIGN_IN_WISH_TTL_MS.
 */
export class SignInWishes {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number,
  ) {}

  /** Remembers a press (the last one wins: one sign-in answers one press). */
  remember(kind: SignInWishKind, target: string): void {
    const wish: Wish = { kind, target, at: this.now() };
    this.store.set(SIGN_IN_WISH_KEY, JSON.stringify(wish));
  }

  /** Whether this tab pressed for exactly this, recently; a matching or stale wish is spent by asking. */
  take(kind: SignInWishKind, target: string): boolean {
    const wish = this.read();
    if (!wish) return false;
    const fresh = this.now() - wish.at <= SIGN_IN_WISH_TTL_MS && wish.at <= this.now();
    const matches = wish.kind === kind && wish.target === target;
    if (matches || !fresh) this.store.remove(SIGN_IN_WISH_KEY);
    return matches && fresh;
  }

  private read(): Wish | null {
    const raw = this.store.get(SIGN_IN_WISH_KEY);
    if (raw === null) return null;
    try {
      const wish = JSON.parse(raw) as Partial<Wish> | null;
      if (wish && typeof wish.kind === 'string' && typeof wish.target === 'string' && typeof wish.at === 'number')
        return wish as Wish;
    } catch {
      // not ours, or cut short: forgotten below
    }
    this.store.remove(SIGN_IN_WISH_KEY);
    return null;
  }
}
