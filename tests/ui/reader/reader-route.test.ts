import { afterEach, describe, expect, it } from 'vitest';
import { shouldHandOff } from '../../../src/ui/pages/reader-handoff/reader-handoff.page';
import { isReaderPath, matchReaderRoute, readInitialData } from '../../../src/ui/reader/reader-route';

afterEach(() => {
  document.getElementById('initial-data')?.remove();
});

function embed(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.textContent = json;
  document.body.append(script);
}

describe('reader routes — spec §2 public /contents/[id], /trips/[id], /profiles/[username]', () => {
  it('matches the three reader paths and nothing else', () => {
    expect(matchReaderRoute('/contents/abc')).toEqual({ route: 'content', key: 'abc' });
    expect(matchReaderRoute('/trips/t-1/')).toEqual({ route: 'trip', key: 't-1' });
    expect(matchReaderRoute('/profiles/%E0%B8%81')).toEqual({ route: 'profile', key: 'ก' });
    expect(matchReaderRoute('/contents')).toBeNull();
    expect(matchReaderRoute('/contents/a/b')).toBeNull();
    expect(matchReaderRoute('/my-contents/abc/edit')).toBeNull();
    expect(isReaderPath('/login')).toBe(false);
  });

  it('/lists/[id], a public saved list, is a reader page; /lists alone and deeper paths are not', () => {
    expect(matchReaderRoute('/lists/l-1')).toEqual({ route: 'list', key: 'l-1' });
    expect(matchReaderRoute('/lists/l-1/')).toEqual({ route: 'list', key: 'l-1' });
    expect(matchReaderRoute('/lists')).toBeNull();
    expect(matchReaderRoute('/lists/l-1/edit')).toBeNull();
  });

  it('takes the embedded initial data only when it was made for this page', () => {
    const match = { route: 'content' as const, key: 'c1' };
    expect(readInitialData(document, match)).toBeNull();
    embed(JSON.stringify({ route: 'content', key: 'c1', data: { content_id: 'c1' } }));
    expect(readInitialData(document, match)).toEqual({ content_id: 'c1' });
    expect(readInitialData(document, { route: 'content', key: 'c2' })).toBeNull();
    expect(readInitialData(document, { route: 'trip', key: 'c1' })).toBeNull();
    document.getElementById('initial-data')!.textContent = '{not json';
    expect(readInitialData(document, match)).toBeNull();
  });

  it('the main SPA hands over with a full load after client-side navigation, but never loops', () => {
    const origin = 'http://localhost';
    expect(shouldHandOff('/contents/c1', 'http://localhost/dashboard', origin)).toBe(true);
    expect(shouldHandOff('/contents/c1', null, origin)).toBe(false);
    // This document was itself loaded for /contents/c1: the server answered with the SPA, reloading would loop.
    expect(shouldHandOff('/contents/c1', 'http://localhost/contents/c1?lang=th', origin)).toBe(false);
  });
});
