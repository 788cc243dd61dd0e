import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/infrastructure/browser/console-logger';
import { CryptoRandomSource } from '../../../src/infrastructure/browser/crypto-random-source';
import { deviceNameFromUserAgent } from '../../../src/infrastructure/browser/browser-device-info';
import { JwtDecodeDecoder } from '../../../src/infrastructure/browser/jwt-decode-decoder';
import { SystemClock } from '../../../src/infrastructure/browser/system-clock';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('JwtDecodeDecoder — spec §4 access-token expiry', () => {
  const decoder = new JwtDecodeDecoder();

  it('spec §4: reads the exp claim in seconds', () => {
    expect(decoder.expiry(jwt({ sub: 'u1', exp: 1_760_000_000 }))).toBe(1_760_000_000);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['an empty string', ''],
    ['a payload that is not JSON', 'aaa.bbb.ccc'],
    ['a token without exp', jwt({ sub: 'u1' })],
    ['a non-numeric exp', jwt({ exp: 'tomorrow' })],
  ])('gives null for %s', (_label, token) => {
    expect(decoder.expiry(token)).toBeNull();
  });
});

describe('deviceNameFromUserAgent — spec §4 step 4 device name', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.9.0',
      'LINE on iPhone',
    ],
    ['curl/8.5.0', 'Browser'],
  ])('%s → %s', (userAgent, name) => {
    expect(deviceNameFromUserAgent(userAgent)).toBe(name);
  });
});

describe('CryptoRandomSource — spec §4 LINE state', () => {
  it('gives 32 hex characters, different every time', () => {
    const random = new CryptoRandomSource();
    const states = new Set(Array.from({ length: 50 }, () => random.randomState()));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('SystemClock and ConsoleLogger', () => {
  it('the clock reads the system time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    expect(new SystemClock().now()).toBe(1_700_000_000_000);
    vi.useRealTimers();
  });

  it('the logger writes warnings and errors with their details', () => {
    const sink = { warn: vi.fn(), error: vi.fn() };
    const logger = new ConsoleLogger(sink);
    logger.warn('Geolocation failed', { code: 1 });
    logger.error('Init failed');
    expect(sink.warn).toHaveBeenCalledWith('Geolocation failed', { code: 1 });
    expect(sink.error).toHaveBeenCalledWith('Init failed');
  });
});
