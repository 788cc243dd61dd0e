import { describe, expect, it } from 'vitest';
import type { GateAuthView } from '../../../src/domain/routing/gate-auth-view';
import { decideRoute, loginReasonOf, loginRedirectTarget } from '../../../src/domain/routing/route-gate';

const anonymous: GateAuthView = {
  isInitialized: true,
  isSignedIn: false,
  isWebViewAccessTokenInjected: false,
  isUserDisabled: false,
  needVerifyEmail: false,
  needAcceptTermsOfUse: false,
  needUpdatePersonalInfo: false,
  needSelectInterests: false,
  showDownloadApp: false,
  sessionEnded: false,
};
const signedIn: GateAuthView = { ...anonymous, isSignedIn: true };
const webView: GateAuthView = { ...anonymous, isWebViewAccessTokenInjected: true };

type Row = [name: string, path: string, auth: GateAuthView, expected: string | 'allow', search?: string];

const rows: Row[] = [
  // Before initialisation the gate waits (the "Initializing app..." overlay covers the page).
  [
    '§2 Overlays: nothing is decided before auth initialises',
    '/dashboard',
    { ...anonymous, isInitialized: false },
    'allow',
  ],

  // Rule 1
  [
    '§2 rule 1: a disabled user goes to /account-disabled',
    '/dashboard',
    { ...signedIn, isUserDisabled: true },
    '/account-disabled',
  ],
  ['§2 rule 1: also from a public page', '/faq', { ...anonymous, isUserDisabled: true }, '/account-disabled'],
  ['§2 rule 1: help-and-support is still allowed', '/help-and-support', { ...signedIn, isUserDisabled: true }, 'allow'],
  [
    '§2 rule 1: the in-app help-and-support is still allowed',
    '/_/help-and-support',
    { ...signedIn, isUserDisabled: true },
    'allow',
  ],
  [
    '§2 rule 1: the account-disabled page itself is allowed',
    '/account-disabled',
    { ...signedIn, isUserDisabled: true },
    'allow',
  ],
  [
    '§2 rule 1 before rule 2',
    '/dashboard',
    { ...signedIn, isUserDisabled: true, needVerifyEmail: true },
    '/account-disabled',
  ],

  // Rule 2
  [
    '§2 rule 2: unverified email goes to /onboard/verify-email',
    '/dashboard',
    { ...signedIn, needVerifyEmail: true },
    '/onboard/verify-email',
  ],
  ['§2 rule 2: also from a public page', '/faq', { ...signedIn, needVerifyEmail: true }, '/onboard/verify-email'],
  ['§2 rule 2: /_/auth is still allowed', '/_/auth', { ...signedIn, needVerifyEmail: true }, 'allow'],
  ['§2 rule 2: /contact-us is still allowed', '/contact-us', { ...signedIn, needVerifyEmail: true }, 'allow'],
  [
    '§2 rule 2: the verify-email page itself is allowed (rule 4 does not leave it)',
    '/onboard/verify-email',
    { ...signedIn, needVerifyEmail: true },
    'allow',
  ],
  [
    '§2 rule 2 before rule 3',
    '/dashboard',
    { ...signedIn, needVerifyEmail: true, needAcceptTermsOfUse: true },
    '/onboard/verify-email',
  ],

  // Rule 3
  ['§2 rule 3: terms not accepted goes to /terms', '/dashboard', { ...signedIn, needAcceptTermsOfUse: true }, '/terms'],
  ['§2 rule 3: also from a public page', '/map', { ...signedIn, needAcceptTermsOfUse: true }, '/terms'],
  ['§2 rule 3: the terms page itself is allowed', '/terms', { ...signedIn, needAcceptTermsOfUse: true }, 'allow'],
  [
    '§2 rule 3 before rule 4',
    '/dashboard',
    { ...signedIn, needAcceptTermsOfUse: true, needUpdatePersonalInfo: true },
    '/terms',
  ],

  // Rule 4
  [
    '§2 rule 4: personal info needed goes to /onboard/personal-info',
    '/dashboard',
    { ...signedIn, needUpdatePersonalInfo: true },
    '/onboard/personal-info',
  ],
  [
    '§2 rule 4: personal info needed in the web view too',
    '/dashboard',
    { ...webView, needUpdatePersonalInfo: true },
    '/onboard/personal-info',
  ],
  [
    '§2 rule 4: the personal-info page itself is allowed while needed',
    '/onboard/personal-info',
    { ...signedIn, needUpdatePersonalInfo: true },
    'allow',
  ],
  [
    '§2 rule 4: download-app flagged on personal-info goes to /download-app',
    '/onboard/personal-info',
    { ...signedIn, showDownloadApp: true },
    '/download-app',
  ],
  [
    '§2 rule 4: download-app flag elsewhere changes nothing',
    '/dashboard',
    { ...signedIn, showDownloadApp: true },
    'allow',
  ],
  [
    '§2 rule 4 (ours): the interests step pending opens /onboard/personal-interest from personal-info',
    '/onboard/personal-info',
    { ...signedIn, needSelectInterests: true, showDownloadApp: true },
    '/onboard/personal-interest',
  ],
  [
    '§2 rule 4 (ours): the interests step pending allows /onboard/personal-interest',
    '/onboard/personal-interest',
    { ...signedIn, needSelectInterests: true, showDownloadApp: true },
    'allow',
  ],
  [
    '§2 rule 4 (ours): the interests step never blocks other pages',
    '/dashboard',
    { ...signedIn, needSelectInterests: true },
    'allow',
  ],
  [
    '§2 rule 4: interests done, personal-interest goes to /dashboard',
    '/onboard/personal-interest',
    { ...signedIn, showDownloadApp: true },
    '/dashboard',
  ],
  ['§2 rule 4: signed in on /login goes to /dashboard', '/login', signedIn, '/dashboard'],
  ['§2 rule 4: signed in on /signup goes to /dashboard', '/signup', signedIn, '/dashboard'],
  ['§2 rule 4: signed in on /forgot-password goes to /dashboard', '/forgot-password', signedIn, '/dashboard'],
  ['§2 rule 4: signed in on verify-email goes to /dashboard', '/onboard/verify-email', signedIn, '/dashboard'],
  ['§2 rule 4: signed in on personal-info goes to /dashboard', '/onboard/personal-info', signedIn, '/dashboard'],
  [
    '§2 rule 4: signed in on personal-interest goes to /dashboard',
    '/onboard/personal-interest',
    signedIn,
    '/dashboard',
  ],
  ['§2 rule 4: signed in on the LINE callback goes to /dashboard', '/_/login-line/callback', signedIn, '/dashboard'],
  ['§2 rule 4: web-view token on /login goes to /dashboard', '/login', webView, '/dashboard'],
  ['§2 rule 4: trailing slash is the same page', '/login/', signedIn, '/dashboard'],
  ['§2 rule 4: signed in on the dashboard is allowed', '/dashboard', signedIn, 'allow'],
  ['§2 rule 4: signed in on a private page is allowed', '/contents/write/42', signedIn, 'allow'],
  ['§2 rule 4: web-view token alone opens private pages', '/dashboard', webView, 'allow'],

  // Rule 5
  [
    '§2 rule 5: anonymous on a private page goes to login with redirectUrl',
    '/dashboard',
    anonymous,
    '/login?redirectUrl=%2Fdashboard',
  ],
  [
    '§2 rule 5: redirectUrl keeps the query',
    '/my-contents',
    anonymous,
    '/login?redirectUrl=%2Fmy-contents%3Ftab%3Ddraft',
    '?tab=draft',
  ],
  ['§2 rule 5: the root is not public', '/', anonymous, '/login?redirectUrl=%2F'],
  ['§2 rule 5: /contents/[id] is allowed', '/contents/abc-123', anonymous, 'allow'],
  ['§2 rule 5: /login is allowed', '/login', anonymous, 'allow'],
  ['§2 rule 5: /signup is allowed', '/signup', anonymous, 'allow'],
  ['§2 rule 5: /forgot-password is allowed', '/forgot-password', anonymous, 'allow'],
  ['§2 rule 5: /_/auth is allowed', '/_/auth', anonymous, 'allow'],
  // Ours, narrowing rule 5 (route-gate.ts): an onboarding step without a session means the session ended on the
  // way; the spec's list lets personal-info and terms through, which left a form whose every call failed (401).
  [
    '§2 rule 5 narrowed: /onboard/personal-info without a session → login, told the session ended, and back',
    '/onboard/personal-info',
    anonymous,
    '/login?redirectUrl=%2Fonboard%2Fpersonal-info&reason=session-ended',
  ],
  [
    '§2 rule 5 narrowed: /terms without a session → login, told the session ended, and back',
    '/terms',
    anonymous,
    '/login?redirectUrl=%2Fterms&reason=session-ended',
  ],
  [
    '§2 rule 5: /onboard/verify-email is not in the list (and says the session ended)',
    '/onboard/verify-email',
    anonymous,
    '/login?redirectUrl=%2Fonboard%2Fverify-email&reason=session-ended',
  ],
  [
    '§2 rule 5: /onboard/personal-interest is not in the list (and says the session ended)',
    '/onboard/personal-interest',
    anonymous,
    '/login?redirectUrl=%2Fonboard%2Fpersonal-interest&reason=session-ended',
  ],
  [
    '§2 rule 5: a session that ended (API refused it, provider dropped it) → login says so, and back',
    '/my-contents',
    { ...anonymous, sessionEnded: true },
    '/login?redirectUrl=%2Fmy-contents%3Ftab%3Ddraft&reason=session-ended',
    '?tab=draft',
  ],
  [
    '§2 rule 5: a session that ended leaves public pages alone',
    '/about-us',
    { ...anonymous, sessionEnded: true },
    'allow',
  ],
  [
    '§2 rule 5: the web view token keeps personal-info open',
    '/onboard/personal-info',
    { ...webView, needUpdatePersonalInfo: true },
    'allow',
  ],
  ['§2 rule 5: a dynamic public segment must be present', '/contents', anonymous, '/login?redirectUrl=%2Fcontents'],
  [
    '§2 rule 5: a dynamic public segment matches one segment only',
    '/trips/1/edit',
    anonymous,
    '/login?redirectUrl=%2Ftrips%2F1%2Fedit',
  ],

  // Rule 6
  ['§2 rule 6: account-disabled for an anonymous visitor goes to /', '/account-disabled', anonymous, '/'],
  ['§2 rule 6: account-disabled for a signed-in user goes to /', '/account-disabled', signedIn, '/'],
  [
    '§2 rule 6: rule 4 comes first',
    '/account-disabled',
    { ...signedIn, needUpdatePersonalInfo: true },
    '/onboard/personal-info',
  ],
];

const publicPaths = [
  '/_/terms-of-use',
  '/_/contact-us',
  '/_/help-and-support',
  '/_/login-line/callback',
  '/download-app',
  '/contact-us',
  '/faq',
  '/about-us',
  '/help-and-support',
  '/jobs',
  '/jobs/mobile-engineer',
  '/jobs/software-engineer-frontend',
  '/jobs/software-engineer-backend',
  '/jobs/uiux-designer',
  '/jobs/ae',
  '/jobs/content-editor',
  '/campaigns/7/detail',
  '/campaigns/write/new',
  '/profiles/somchai',
  '/contents/42',
  '/trips/9',
  '/map',
  '/map/location/5',
  '/polls/3',
  '/standards-against-csae',
];

describe('route gate (spec §2 "Gate behaviour, in priority order")', () => {
  it.each(rows)('%s: %s', (_name, path, auth, expected, search = '') => {
    const decision = decideRoute({ path, search, auth });
    expect(decision).toEqual(expected === 'allow' ? { kind: 'allow' } : { kind: 'redirect', to: expected });
  });

  it.each(publicPaths)('§2 "Routes that bypass the login gate": anonymous may open %s', (path) => {
    expect(decideRoute({ path, search: '', auth: anonymous })).toEqual({ kind: 'allow' });
  });

  it.each(['/jobs/unknown', '/campaigns/7', '/profiles', '/map/location', '/polls/3/results'])(
    '§2 "Routes that bypass the login gate": %s is not public',
    (path) => {
      expect(decideRoute({ path, search: '', auth: anonymous })).toEqual({
        kind: 'redirect',
        to: `/login?redirectUrl=${encodeURIComponent(path)}`,
      });
    },
  );
});

describe('login redirect target (spec §2 rule 5: /login?redirectUrl=the current path)', () => {
  it.each([
    ['/dashboard', '', '/login?redirectUrl=%2Fdashboard', '/dashboard'],
    ['/dashboard', '?', '/login?redirectUrl=%2Fdashboard', '/dashboard'],
    ['/a', 'x=1&y=2', '/login?redirectUrl=%2Fa%3Fx%3D1%26y%3D2', '/a?x=1&y=2'],
    ['/a', '?x=1', '/login?redirectUrl=%2Fa%3Fx%3D1', '/a?x=1'],
  ])('§2 rule 5: %s + "%s" → %s', (path, search, expected, readBack) => {
    const target = loginRedirectTarget(path, search);
    expect(target).toBe(expected);
    expect(new URL(target, 'http://x.test').searchParams.get('redirectUrl')).toBe(readBack);
  });
});

describe('why the login page was opened (ours: the reason query of loginRedirectTarget)', () => {
  it.each([
    ['?redirectUrl=%2Fdashboard&reason=session-ended', 'session-ended'],
    ['?reason=session-ended', 'session-ended'],
    ['?redirectUrl=%2Fdashboard', null],
    ['?reason=anything-else', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(loginReasonOf(search)).toBe(expected);
  });

  it('the reason rides beside redirectUrl, which still reads back whole', () => {
    const target = loginRedirectTarget('/a', '?x=1', 'session-ended');
    expect(target).toBe('/login?redirectUrl=%2Fa%3Fx%3D1&reason=session-ended');
    expect(new URL(target, 'http://x.test').searchParams.get('redirectUrl')).toBe('/a?x=1');
  });
});

describe('route gate: a rule in force decides alone (spec §2 priority order)', () => {
  it.each([
    [
      '§2 rule 2 over rule 3: /contact-us stays reachable with terms pending',
      '/contact-us',
      { ...signedIn, needVerifyEmail: true, needAcceptTermsOfUse: true },
    ],
    [
      '§2 rule 1 over rule 5: an anonymous disabled user reads help',
      '/help-and-support',
      { ...anonymous, isUserDisabled: true },
    ],
    [
      '§2 rule 1 over rule 6: a disabled user stays on account-disabled',
      '/account-disabled',
      { ...anonymous, isUserDisabled: true },
    ],
  ] as const)('%s', (_name, path, auth) => {
    expect(decideRoute({ path, search: '', auth })).toEqual({ kind: 'allow' });
  });
});
