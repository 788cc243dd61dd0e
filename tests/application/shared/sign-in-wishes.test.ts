import { describe, expect, it } from 'vitest';
import { SIGN_IN_WISH_KEY, SIGN_IN_WISH_TTL_MS, SignInWishes } from '../../../src/application/shared/sign-in-wishes';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';

function wishes(start = 1_000_000) {
  const clock = { ms: start };
  const store = new InMemoryKeyValueStore();
  return { clock, store, wishes: new SignInWishes(store, () => clock.ms) };
}

describe('a press made signed out waits in this tab for the return from signing in (spec §2 rule 5)', () => {
  it('the press is done once on return: asking spends it', () => {
    const { wishes: w } = wishes();
    w.remember('follow', 'u-noi');
    expect(w.take('follow', 'u-noi')).toBe(true);
    expect(w.take('follow', 'u-noi')).toBe(false);
  });

  it('an address alone does nothing: no press, or a press for something else, is no wish for this', () => {
    const { wishes: w, store } = wishes();
    expect(w.take('save', 'content:c-1')).toBe(false);
    w.remember('save', 'content:c-1');
    expect(w.take('save', 'content:c-2')).toBe(false);
    expect(w.take('follow', 'content:c-1')).toBe(false);
    // A wish for something else is left for the page it belongs to.
    expect(store.get(SIGN_IN_WISH_KEY)).not.toBeNull();
    expect(w.take('save', 'content:c-1')).toBe(true);
  });

  it('the last press wins: one sign-in answers one press', () => {
    const { wishes: w } = wishes();
    w.remember('copy-trip', 't-1');
    w.remember('follow', 'u-noi');
    expect(w.take('copy-trip', 't-1')).toBe(false);
    expect(w.take('follow', 'u-noi')).toBe(true);
  });

  it('a press older than the wish time is forgotten (another visit), and one from the future is not trusted', () => {
    const { wishes: w, clock, store } = wishes();
    w.remember('follow', 'u-noi');
    clock.ms += SIGN_IN_WISH_TTL_MS;
    expect(w.take('follow', 'u-noi')).toBe(true);
    w.remember('follow', 'u-noi');
    clock.ms += SIGN_IN_WISH_TTL_MS + 1;
    expect(w.take('follow', 'u-noi')).toBe(false);
    expect(store.get(SIGN_IN_WISH_KEY)).toBeNull();
    w.remember('follow', 'u-noi');
    clock.ms -= 60_000; // the device's clock was put back
    expect(w.take('follow', 'u-noi')).toBe(false);
  });

  it('a stored value that is not a wish is cleared, never read as one', () => {
    const { wishes: w, store } = wishes();
    for (const junk of ['{', 'null', '"follow"', JSON.stringify({ kind: 'follow', target: 'u-noi' })]) {
      store.set(SIGN_IN_WISH_KEY, junk);
      expect(w.take('follow', 'u-noi')).toBe(false);
      expect(store.get(SIGN_IN_WISH_KEY)).toBeNull();
    }
  });
});
