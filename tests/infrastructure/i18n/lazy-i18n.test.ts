import { describe, expect, it } from 'vitest';
import { createLazyI18n } from '../../../src/infrastructure/i18n/i18n-core';

/**
 * /login renders with the strings of the shell and the sign-in and information screens only; the editor's,
 * moderation's and discovery's strings come with the first of their screens, in the one interface language
 * (spec §1: th and en; only the language shown is downloaded before the first render).
 */
describe('createLazyI18n — strings in two parts', () => {
  it('load() brings the first part: the sign-in screens speak, the editor is not there yet', async () => {
    const lazy = createLazyI18n('th');
    await lazy.load('th');
    expect(lazy.i18n.exists('login.title', { lng: 'th' })).toBe(true);
    expect(lazy.i18n.exists('shell.skipToContent', { lng: 'th' })).toBe(true);
    expect(lazy.i18n.exists('nav.moderation', { lng: 'th' })).toBe(true);
    expect(lazy.i18n.exists('editor.title', { lng: 'th' })).toBe(false);
    expect(lazy.i18n.exists('admin.nav.label', { lng: 'th' })).toBe(false);
    expect(lazy.i18n.exists('login.title', { lng: 'en' })).toBe(false);
  });

  it('loadAll() adds every screen in the languages loaded, and any language loaded afterwards comes whole', async () => {
    const lazy = createLazyI18n('th');
    await lazy.load('th');
    const all = lazy.loadAll();
    expect(lazy.loadAll()).toBe(all);
    await all;
    expect(lazy.i18n.exists('admin.nav.label', { lng: 'th' })).toBe(true);
    expect(lazy.i18n.exists('editor.title', { lng: 'th' })).toBe(true);
    expect(lazy.i18n.exists('admin.nav.label', { lng: 'en' })).toBe(false);
    await lazy.load('en');
    expect(lazy.i18n.exists('admin.nav.label', { lng: 'en' })).toBe(true);
  });
});
