// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost:8080/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsentService } from '../../../src/application/consent/cookie-consent.service';
import { CookieName, FIREBASE_TOKEN_COOKIE_DAYS } from '../../../src/domain/constants/business-constants';
import { DAY_MS } from '../../../src/domain/time/day';
import { BrowserGeolocation } from '../../../src/infrastructure/browser/browser-geolocation';
import { WindowBrowserLocation } from '../../../src/infrastructure/browser/browser-location';
import { JsCookieStore } from '../../../src/infrastructure/browser/js-cookie-store';
import { LocalStorageKeyValueStore } from '../../../src/infrastructure/browser/local-storage-key-value-store';

/** Every string written to document.cookie, attributes included (reading it back shows only name=value). */
function recordCookieWrites(): string[] {
  const written: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      written.push(value);
      native.set!.call(document, value);
    },
  });
  return written;
}

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const attributes = (cookie: string) =>
  Object.fromEntries(
    cookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [key, ...value] = part.trim().split('=');
        return [key.toLowerCase(), value.join('=')];
      }),
  );

describe('JsCookieStore — spec §4 §9 cookies', () => {
  let written: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    written = recordCookieWrites();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as unknown as Record<string, unknown>).cookie;
    for (const name of Object.keys(Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))))) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it('spec §4 §9: FIREBASE_TOKEN lives 14 days, site-wide', () => {
    const store = new JsCookieStore();
    store.set(CookieName.firebaseToken, 'id.token.value', { expiresDays: FIREBASE_TOKEN_COOKIE_DAYS });
    expect(written).toHaveLength(1);
    expect(written[0].startsWith('FIREBASE_TOKEN=id.token.value;')).toBe(true);
    expect(attributes(written[0])).toMatchObject({ expires: new Date(NOW + 14 * DAY_MS).toUTCString(), path: '/' });
    expect(store.get(CookieName.firebaseToken)).toBe('id.token.value');
  });

  it('spec §4 §9: the consent banner stores CookieConsent for 365 days with SameSite lax', () => {
    const store = new JsCookieStore();
    const consent = new CookieConsentService(store);
    expect(consent.isVisible()).toBe(true);
    consent.accept();
    expect(written).toHaveLength(1);
    expect(written[0].startsWith('CookieConsent=true;')).toBe(true);
    expect(attributes(written[0])).toMatchObject({
      expires: new Date(NOW + 365 * DAY_MS).toUTCString(),
      samesite: 'lax',
    });
    expect(new CookieConsentService(store).isVisible()).toBe(false);
  });

  it('cookies are Secure on https pages and not on http', () => {
    new JsCookieStore(() => true).set('a', '1');
    new JsCookieStore(() => false).set('b', '2');
    expect(written[0]).toMatch(/; secure/i);
    expect(written[1]).not.toMatch(/; secure/i);
  });

  it('spec §4: sign-out removes the cookie', () => {
    const store = new JsCookieStore();
    store.set(CookieName.firebaseToken, 't', { expiresDays: 14 });
    store.remove(CookieName.firebaseToken);
    expect(store.get(CookieName.firebaseToken)).toBeUndefined();
  });
});

describe('LocalStorageKeyValueStore', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores, reads and removes strings in localStorage', () => {
    const store = new LocalStorageKeyValueStore();
    store.set('uid-1:tk', 'token');
    expect(window.localStorage.getItem('uid-1:tk')).toBe('token');
    expect(store.get('uid-1:tk')).toBe('token');
    store.remove('uid-1:tk');
    expect(store.get('uid-1:tk')).toBeNull();
  });

  it('treats unavailable storage as empty instead of throwing', () => {
    const store = new LocalStorageKeyValueStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('k')).toBeNull();
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(() => store.remove('k')).not.toThrow();
  });
});

describe('BrowserGeolocation — spec §7 §8', () => {
  it('spec §7: resolves the browser position as lat/lng', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 18.79, longitude: 98.98 } } as GeolocationPosition),
    } as unknown as Geolocation;
    await expect(new BrowserGeolocation(() => geolocation).getPosition()).resolves.toEqual({ lat: 18.79, lng: 98.98 });
  });

  it("spec §7 §8: rejects with the browser's own error, unchanged", async () => {
    const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 };
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail(denied as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(new BrowserGeolocation(() => geolocation).getPosition()).rejects.toBe(denied);
  });

  it('rejects when the browser has no geolocation at all', async () => {
    await expect(new BrowserGeolocation(() => undefined).getPosition()).rejects.toThrow(/not available/);
  });
});

describe('BrowserGeolocation permission — spec §4 Common sign-in step 1 reads the position only where granted', () => {
  const geolocation = {} as Geolocation;
  const withPermissions = (query: Permissions['query'] | undefined) =>
    new BrowserGeolocation(
      () => geolocation,
      undefined,
      () => (query ? { query } : undefined),
    );

  it.each(['granted', 'prompt', 'denied'] as const)('the Permissions API says %s', async (state) => {
    const asked: PermissionDescriptor[] = [];
    const query = async (descriptor: PermissionDescriptor) => {
      asked.push(descriptor);
      return { state } as PermissionStatus;
    };
    await expect(withPermissions(query).permission()).resolves.toBe(state);
    expect(asked).toEqual([{ name: 'geolocation' }]);
  });

  it('no Permissions API (older browsers, some web views): unknown, silently', async () => {
    await expect(withPermissions(undefined).permission()).resolves.toBe('unknown');
  });

  it("a browser that refuses the query for 'geolocation': unknown, never a rejection", async () => {
    const query = () => Promise.reject(new TypeError("'geolocation' is not a valid PermissionName"));
    await expect(withPermissions(query).permission()).resolves.toBe('unknown');
  });

  it('no geolocation at all: denied (nothing could be read)', async () => {
    await expect(new BrowserGeolocation(() => undefined).permission()).resolves.toBe('denied');
  });
});

describe('WindowBrowserLocation', () => {
  it('spec §4 LINE login: leaves for the given URL through location.assign', () => {
    const assign = vi.fn();
    new WindowBrowserLocation(() => ({ assign })).assign('https://access.line.me/oauth2/v2.1/authorize?x=1');
    expect(assign).toHaveBeenCalledWith('https://access.line.me/oauth2/v2.1/authorize?x=1');
  });
});
