import { describe, expect, it } from 'vitest';
import type { RouteDecision } from '../../../src/domain/routing/route-gate';
import { needsHostAppSignIn } from '../../../src/domain/routing/web-view-sign-in';

const allow: RouteDecision = { kind: 'allow' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login?redirectUrl=%2Fdashboard&reason=session-ended' };
const toDashboard: RouteDecision = { kind: 'redirect', to: '/dashboard' };

/**
 * Ours (spec §1 §2 appMode web view, §4 Access-token handling): inside the mobile app the web's sign-in pages
 * (social popups that a web view cannot open) are replaced by "sign in again in the app".
 */
describe('spec §2 web view: where the web would show sign-in, the app is asked to sign in instead', () => {
  it.each<[string, boolean, string, RouteDecision, boolean]>([
    ['web view, the gate sends to /login (no or refused token)', true, '/dashboard', toLogin, true],
    ['web view, /login opened directly', true, '/login', allow, true],
    ['web view, /signup opened directly', true, '/signup', allow, true],
    ['web view, /forgot-password opened directly', true, '/forgot-password/', allow, true],
    ['web view, a public page stays readable', true, '/about-us', allow, false],
    ['web view, the gate sends elsewhere (signed in on /login)', true, '/login', toDashboard, false],
    ['web, the gate sends to /login: the web login as ever', false, '/dashboard', toLogin, false],
    ['web, /login', false, '/login', allow, false],
  ])('%s', (_name, isWebView, path, decision, expected) => {
    expect(needsHostAppSignIn({ isWebView, isInitialized: true, path, decision })).toBe(expected);
  });

  it('nothing is decided before auth initialises (the "Initializing app..." overlay shows)', () => {
    expect(needsHostAppSignIn({ isWebView: true, isInitialized: false, path: '/login', decision: allow })).toBe(false);
  });
});
