import { describe, expect, it } from 'vitest';
import {
  offlineLanguage,
  offlinePageUrl,
  requestHandling,
  type RequestFacts,
} from '../../../src/infrastructure/service-worker/offline-rules';

const ORIGIN = 'https://travelogue.example';

function facts(address: string, overrides: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts {
  return {
    method: 'GET',
    url: new URL(address, ORIGIN),
    mode: 'cors',
    accept: '*/*',
    hasAuthorization: false,
    ...overrides,
  };
}

describe('the service worker touches only what is safe to keep (offline reading)', () => {
  it.each([
    ['a hashed built file', facts('/assets/reader-AbC123.js'), 'asset'],
    ['a hashed stylesheet', facts('/assets/reader-AbC123.css'), 'asset'],
    ['a content image', facts('/api/content-platform/image-service/v1/images/img-1'), 'image'],
    ['a reading page', facts('/contents/c-1', { mode: 'navigate', accept: 'text/html' }), 'page'],
    ['an SPA page', facts('/dashboard', { mode: 'navigate', accept: 'text/html' }), 'page'],
    ['an anonymous public read', facts('/public/api/content-platform/content-service/v1/contents/c-1'), 'api'],
    ['an anonymous read under /api', facts('/api/places-service/v1/locations/l-1'), 'api'],
  ] as const)('%s → %s', (_name, request, expected) => {
    expect(requestHandling(request, ORIGIN)).toBe(expected);
  });

  it.each([
    ['a POST (a comment, a vote)', facts('/private/api/comment-service/v1/comments', { method: 'POST' })],
    ['a PUT upload', facts('/api/uploads/abc', { method: 'PUT' })],
    ['a DELETE', facts('/private/api/saved-service/v1/saved/c-1', { method: 'DELETE' })],
    [
      'another origin: the Auth emulator',
      facts('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup'),
    ],
    [
      'another origin: Google identity toolkit',
      facts('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'),
    ],
    ['another origin: securetoken refresh', facts('https://securetoken.googleapis.com/v1/token')],
    ['another origin: map tiles', facts('https://tile.openstreetmap.org/1/1/1.png')],
    ['the login call', facts('/api/user-auth-command-service/v1/login')],
    ['a token refresh', facts('/api/user-auth-command-service/v1/refresh')],
    ['a custom token', facts('/api/user-auth-command-service/v1/custom/line')],
    ['a session token', facts('/api/user-auth-svc/sessions/create-token')],
    ['LINE sign-in', facts('/api/auth/line/token')],
    ['the LINE callback page', facts('/_/login-line/callback?code=x', { mode: 'navigate' })],
    ['an e-mail action link', facts('/_/auth?mode=resetPassword&oobCode=x', { mode: 'navigate' })],
    ['a private read with a bearer token', facts('/private/api/saved-service/v1/saved', { hasAuthorization: true })],
    ['an event stream by Accept', facts('/public/api/wallet/v1/polls/p-1/tally', { accept: 'text/event-stream' })],
    ['an event stream by path', facts('/public/api/wallet/v1/polls/p-1/events')],
    ['an upload URL read', facts('/api/uploads/abc')],
    ['/metrics', facts('/metrics')],
    ['/healthz', facts('/healthz')],
    ['the worker itself', facts('/sw.js')],
    ['a manifest (precached by its own list)', facts('/manifest.th.webmanifest')],
    ['an API address opened as a page', facts('/api/docs', { mode: 'navigate' })],
  ] as const)('%s → passes untouched', (_name, request) => {
    expect(requestHandling(request, ORIGIN)).toBe('pass');
  });
});

describe('the offline page speaks the page’s language (th or en)', () => {
  it.each([
    ['?lang=th wins', '/contents/c-1?lang=th', 'en', ['en-US'], 'th'],
    ['?lang=en wins', '/contents/c-1?lang=en', 'th', ['th-TH'], 'en'],
    ['else the language the pages last showed', '/contents/c-1', 'th', ['en-US'], 'th'],
    ['an unknown ?lang= is ignored', '/contents/c-1?lang=fr', 'en', ['th'], 'en'],
    ['else the browser’s first language, Thai', '/trips/t-1', null, ['th-TH', 'en'], 'th'],
    ['else English', '/trips/t-1', null, ['fr-FR', 'th'], 'en'],
    ['no browser languages: English', '/', null, [], 'en'],
  ] as const)('%s', (_name, address, remembered, languages, expected) => {
    expect(offlineLanguage(new URL(address, ORIGIN), remembered, languages)).toBe(expected);
    expect(offlinePageUrl(expected)).toBe(`/offline/${expected}.html`);
  });
});
