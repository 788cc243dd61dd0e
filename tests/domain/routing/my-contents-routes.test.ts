import { describe, expect, it } from 'vitest';
import type { GateAuthView } from '../../../src/domain/routing/gate-auth-view';
import { decideRoute } from '../../../src/domain/routing/route-gate';
import { isPublicRoute, matchesRoute, Routes } from '../../../src/domain/routing/routes';
import { fillPathParams } from '../../../src/domain/url/url-helpers';

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

const editorPaths = [
  '/my-contents',
  '/my-contents/new?kind=article',
  '/my-contents/c-1/edit',
  '/my-contents/c-1/preview',
];

describe('spec §6 "content editing (my contents)": the editor routes are signed-in only', () => {
  it('the paths', () => {
    expect([Routes.myContents, Routes.myContentNew, Routes.myContentEdit, Routes.myContentPreview]).toEqual([
      '/my-contents',
      '/my-contents/new',
      '/my-contents/:id/edit',
      '/my-contents/:id/preview',
    ]);
    expect(fillPathParams(Routes.myContentEdit, { id: 'c 1' })).toBe('/my-contents/c%201/edit');
  });

  it('/my-contents/new is not taken for a content id and an edit URL is not the preview', () => {
    expect(matchesRoute('/my-contents/new', Routes.myContentNew)).toBe(true);
    expect(matchesRoute('/my-contents/new', Routes.myContentEdit)).toBe(false);
    expect(matchesRoute('/my-contents/c-1/edit', Routes.myContentPreview)).toBe(false);
  });

  it.each(editorPaths)('spec §2 rule 5: anonymous %s goes to /login with a redirectUrl back', (full) => {
    const [path, query = ''] = full.split('?');
    expect(isPublicRoute(path)).toBe(false);
    const decision = decideRoute({ path, search: query ? `?${query}` : '', auth: anonymous });
    expect(decision).toEqual({ kind: 'redirect', to: `/login?redirectUrl=${encodeURIComponent(full)}` });
  });

  it.each(editorPaths)('spec §6: a signed-in user may open %s', (full) => {
    const path = full.split('?')[0];
    expect(decideRoute({ path, search: '', auth: signedIn })).toEqual({ kind: 'allow' });
  });

  it('spec §2 rule 4: onboarding still comes first', () => {
    expect(
      decideRoute({ path: '/my-contents', search: '', auth: { ...signedIn, needUpdatePersonalInfo: true } }),
    ).toEqual({
      kind: 'redirect',
      to: '/onboard/personal-info',
    });
  });
});
