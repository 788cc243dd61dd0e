import { describe, expect, it } from 'vitest';
import { BrowserReaderSession } from '../../../src/infrastructure/reader/browser-reader-session';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function setup(cookies = '') {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  let loads = 0;
  const reader = new BrowserReaderSession(
    async () => {
      loads += 1;
      return 'firebase-token';
    },
    () => local,
    () => session,
    () => cookies,
  );
  return { local, session, reader, loads: () => loads };
}

describe('BrowserReaderSession — no identity SDK until a comment is written', () => {
  it('an anonymous visitor is known from storage alone, without loading Firebase', () => {
    const { reader, loads } = setup();
    expect(reader.mayBeSignedIn()).toBe(false);
    expect(loads()).toBe(0);
  });

  it('a remembered Firebase user (local or session persistence) or the uid:tk cache says "may be signed in"', () => {
    const a = setup();
    a.local.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    expect(a.reader.mayBeSignedIn()).toBe(true);
    const b = setup();
    b.session.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    expect(b.reader.mayBeSignedIn()).toBe(true);
    const c = setup();
    c.local.setItem('uid-1:tk', 'token');
    expect(c.reader.mayBeSignedIn()).toBe(true);
  });

  it('spec §4 Auth initialisation: the FIREBASE_TOKEN cookie the app keeps while signed in says "may be signed in"', () => {
    expect(setup('CookieConsent=true; FIREBASE_TOKEN=abc').reader.mayBeSignedIn()).toBe(true);
    expect(setup('CookieConsent=true; NOT_FIREBASE_TOKEN=abc').reader.mayBeSignedIn()).toBe(false);
    expect(setup('CookieConsent=true').reader.mayBeSignedIn()).toBe(false);
  });

  it('spec §4 access-token handling: the web-view token is used first, Firebase only otherwise', async () => {
    const { local, reader, loads } = setup();
    local.setItem('webViewAccessToken', 'from-app');
    expect(reader.mayBeSignedIn()).toBe(true);
    await expect(reader.getIdToken()).resolves.toBe('from-app');
    expect(loads()).toBe(0);
    local.removeItem('webViewAccessToken');
    await expect(reader.getIdToken()).resolves.toBe('firebase-token');
    expect(loads()).toBe(1);
  });

  it('spec §4 access-token handling: heldToken answers a cached token that has not expired (web view first), never loading Firebase', () => {
    const jwt = (exp: number) =>
      `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    const now = 1_800_000_000_000;
    const a = setup();
    expect(a.reader.heldToken(now)).toBeNull();
    a.local.setItem('uid-1:tk', jwt(now / 1000 - 1));
    expect(a.reader.heldToken(now)).toBeNull();
    a.local.setItem('uid-2:tk', jwt(now / 1000 + 600));
    expect(a.reader.heldToken(now)).toBe(jwt(now / 1000 + 600));
    a.local.setItem('webViewAccessToken', jwt(now / 1000 + 60));
    expect(a.reader.heldToken(now)).toBe(jwt(now / 1000 + 60));
    a.local.setItem('uid-3:tk', 'not-a-jwt');
    expect(a.reader.heldToken(now)).toBe(jwt(now / 1000 + 60));
    expect(a.loads()).toBe(0);
  });
});
