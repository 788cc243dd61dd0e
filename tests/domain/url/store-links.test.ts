import { describe, expect, it } from 'vitest';
import { storeLinks } from '../../../src/domain/url/store-links';

describe('store links of the download-app page (remote config app_store_links)', () => {
  it('https URLs become links, each store on its own', () => {
    expect(
      storeLinks({ app_store: 'https://apps.apple.com/app/id1', google_play: ' https://play.google.com/x?id=a ' }),
    ).toEqual({ appStore: 'https://apps.apple.com/app/id1', googlePlay: 'https://play.google.com/x?id=a' });
    expect(storeLinks({ app_store: '', google_play: 'https://play.google.com/x' })).toEqual({
      appStore: null,
      googlePlay: 'https://play.google.com/x',
    });
  });

  it('an empty, missing or unusable value shows no link: never a relative, http or javascript: href', () => {
    const none = { appStore: null, googlePlay: null };
    expect(storeLinks(null)).toEqual(none);
    expect(storeLinks('https://apps.apple.com')).toEqual(none);
    expect(storeLinks({ app_store: 'javascript:alert(1)', google_play: '/store' })).toEqual(none);
    expect(storeLinks({ app_store: 'http://apps.apple.com/app/id1', google_play: 42 })).toEqual(none);
    expect(storeLinks({ app_store: 'https://', google_play: 'https://exa mple' })).toEqual(none);
  });
});
