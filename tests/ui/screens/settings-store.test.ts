import { describe, expect, it, vi } from 'vitest';
import type { ImageTools } from '../../../src/ui/pages/personal-info/image-tools';
import { SettingsStore } from '../../../src/ui/pages/settings/settings.store';
import { aSignedInApp } from './screen-fakes';

const tools = (): ImageTools & { puts: string[] } => {
  const puts: string[] = [];
  return {
    puts,
    loadImage: vi.fn(async () => ({ width: 2000, height: 1000 }) as ImageBitmap),
    renderImage: vi.fn(async () => new Blob(['x'], { type: 'image/webp' })),
    putWithProgress: vi.fn(async (url: string) => void puts.push(url)),
    previewUrl: () => 'blob:preview',
    revokePreview: vi.fn(),
  };
};

describe('SettingsStore (spec §3 avatar and cover, spec §5 60-day lock)', () => {
  it('spec §7 upload-avatar: a new avatar and a cover are each uploaded (image + thumbnail) and sent by hash', async () => {
    const fakes = aSignedInApp();
    const images = tools();
    const store = new SettingsStore(fakes.auth.profileService, images);
    const profile = await fakes.auth.profileService.loadCurrentProfile();
    await store.load(profile);
    await store.pickImage('avatar', new Blob(['a']));
    await store.pickImage('cover', new Blob(['c']));
    expect(store.previews).toEqual({ avatar: 'blob:preview', cover: 'blob:preview' });
    await store.save(profile);
    expect(store.saveError).toBeNull();
    expect(images.puts).toHaveLength(4);
    expect(fakes.auth.userProfileApi.updates).toEqual([
      { avatarImageHash: 'avatar-hash-1', coverImageHash: 'avatar-hash-1' },
    ]);
    expect(store.saved).toBe(true);
  });

  it('spec §5: while the username is locked, typing does not change it and save never sends it', async () => {
    const fakes = aSignedInApp();
    fakes.auth.userProfileApi.last = {
      usernameUpdatedAt: new Date(fakes.auth.clock.now() - 86_400_000).toISOString(),
      displayNameUpdatedAt: null,
    };
    const store = new SettingsStore(fakes.auth.profileService, tools());
    const profile = await fakes.auth.profileService.loadCurrentProfile();
    await store.load(profile);
    expect(store.usernameLocked).toBe(true);
    store.setUsername('someone.else');
    expect(store.username).toBe(profile.username);
  });

  it('display names: an invisible character is its own problem; a name sent as stored, so spaces alone are no change', async () => {
    const fakes = aSignedInApp();
    const store = new SettingsStore(fakes.auth.profileService, tools());
    const profile = { ...(await fakes.auth.profileService.loadCurrentProfile()), displayName: 'Somchai Travels' };
    await store.load(profile);
    store.setDisplayName('Somchai\u200B Travels');
    expect(store.displayNameProblem).toBe('invisible');
    expect(store.valid).toBe(false);
    store.setDisplayName('\u00A0Somchai\u00A0\u00A0Travels ');
    expect(store.displayNameProblem).toBeNull();
    await store.save(profile);
    expect(fakes.auth.userProfileApi.updates).toEqual([]);
    store.setDisplayName('Ｓｏｍｃｈａｉ\u3000Wanderer');
    await store.save(profile);
    expect(fakes.auth.userProfileApi.updates).toEqual([{ displayName: 'Somchai Wanderer' }]);
  });
});
