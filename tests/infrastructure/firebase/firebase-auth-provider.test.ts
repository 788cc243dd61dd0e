import type { FirebaseApp } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { FirebaseAuthProvider } from '../../../src/infrastructure/firebase/firebase-auth-provider';
import type { IdentityUser } from '../../../src/application/ports/auth-provider.port';

const config = {
  apiKey: 'demo-api-key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  appId: '1:0:web:demo',
  authEmulatorUrl: null,
};
const unreachable = () =>
  Promise.reject<FirebaseApp>(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));

/**
 * An anonymous first visit (no user stored in the browser) must reach the sign-in screens without the Firebase
 * SDK (~33 KB gzip): the provider reports "signed out" from a look at storage and loads the SDK only when an
 * action needs it. A stored user still goes through the SDK, which restores it (spec §4 Auth initialisation).
 */
describe('FirebaseAuthProvider — the SDK waits until it is needed', () => {
  it('with no stored user, followers hear "signed out" at once and nothing is downloaded', async () => {
    const loadApp = vi.fn(unreachable);
    const provider = new FirebaseAuthProvider(config, loadApp, () => Promise.resolve(false));
    await provider.whenProbed();
    const heard: (IdentityUser | null)[] = [];
    provider.onAuthStateChanged((user) => heard.push(user));
    // Synchronously, so the stores are initialised as they start, not after an SDK download (spec §2 Overlays).
    expect(heard).toEqual([null]);
    await expect(provider.getIdToken()).resolves.toBeNull();
    await expect(provider.reloadCurrentUser()).resolves.toBeNull();
    expect(provider.currentUser()).toBeNull();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('a follower that subscribes before the look at storage finished hears "signed out" once it has', async () => {
    let answer!: (stored: boolean) => void;
    const loadApp = vi.fn(unreachable);
    const provider = new FirebaseAuthProvider(config, loadApp, () => new Promise((resolve) => (answer = resolve)));
    const heard: (IdentityUser | null)[] = [];
    provider.onAuthStateChanged((user) => heard.push(user));
    expect(heard).toEqual([]);
    answer(false);
    await provider.whenProbed();
    await Promise.resolve();
    expect(heard).toEqual([null]);
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('the first action that needs the SDK loads it, and the follower then follows the SDK', async () => {
    const loadApp = vi.fn(unreachable);
    const provider = new FirebaseAuthProvider(config, loadApp, () => Promise.resolve(false));
    await provider.whenProbed();
    const errors: (string | number)[] = [];
    provider.onAuthStateChanged(
      () => undefined,
      (error) => errors.push(error.code),
    );
    await expect(provider.signInWithEmail('a@b.test', 'secret-123')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(loadApp).toHaveBeenCalled();
    // The follower attached to the SDK too (here its load failed, which the follower is told).
    await vi.waitFor(() => expect(errors).toEqual(['auth/network-request-failed']));
  });

  it('with a stored user (or an answer it cannot be sure of), the SDK loads at once to restore it', async () => {
    for (const probe of [() => Promise.resolve(true), () => Promise.reject(new Error('storage blocked'))]) {
      const loadApp = vi.fn(unreachable);
      const provider = new FirebaseAuthProvider(config, loadApp, probe);
      const errors: (string | number)[] = [];
      const heard: (IdentityUser | null)[] = [];
      provider.onAuthStateChanged(
        (user) => heard.push(user),
        (error) => errors.push(error.code),
      );
      await vi.waitFor(() => expect(errors).toEqual(['auth/network-request-failed']));
      expect(heard).toEqual([]);
      expect(loadApp).toHaveBeenCalledTimes(1);
    }
  });

  it('outside a browser (no storage to look at) it behaves as before: the SDK decides', async () => {
    const loadApp = vi.fn(unreachable);
    const provider = new FirebaseAuthProvider(config, loadApp);
    provider.onAuthStateChanged(() => undefined);
    await vi.waitFor(() => expect(loadApp).toHaveBeenCalled());
  });
});
