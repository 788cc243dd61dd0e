import { describe, expect, it } from 'vitest';
import type { GateAuthView } from '../../../src/domain/routing/gate-auth-view';
import { decideRoute } from '../../../src/domain/routing/route-gate';
import { isPublicRoute, matchesRoute, Routes } from '../../../src/domain/routing/routes';

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

describe('discovery routes are private pages (spec §2 gate)', () => {
  it('our paths', () => {
    expect([Routes.search, Routes.category]).toEqual(['/search', '/categories/:categoryId']);
    expect(matchesRoute('/categories/food', Routes.category)).toBe(true);
    expect(matchesRoute('/categories', Routes.category)).toBe(false);
  });

  it.each(['/search?q=%E0%B9%80%E0%B8%8A&tab=places', '/categories/food?sort=most_read'])(
    'spec §2 rule 5: anonymous %s goes to /login with a redirectUrl back',
    (full) => {
      const [path, query] = full.split('?');
      expect(isPublicRoute(path)).toBe(false);
      expect(decideRoute({ path, search: `?${query}`, auth: anonymous })).toEqual({
        kind: 'redirect',
        to: `/login?redirectUrl=${encodeURIComponent(full)}`,
      });
    },
  );

  it.each(['/search', '/categories/food', '/dashboard'])('a signed-in reader may open %s', (path) => {
    expect(decideRoute({ path, search: '', auth: signedIn })).toEqual({ kind: 'allow' });
  });
});
