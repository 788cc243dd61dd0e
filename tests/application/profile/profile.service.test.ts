import { describe, expect, it } from 'vitest';
import { ProfileService, initialUserState, type UserState } from '../../../src/application/profile/profile.service';
import { NAME_CHANGE_WINDOW_MS } from '../../../src/domain/user/name-change';
import { aUserProfile } from '../../builders/user-profile.builder';
import { InMemoryClock } from '../../fakes/in-memory-clock';
import { InMemoryUserProfileApi } from '../../fakes/in-memory-user-profile-api';

const setup = () => {
  const api = new InMemoryUserProfileApi();
  api.profiles.set('user-1', aUserProfile());
  const clock = new InMemoryClock(Date.parse('2025-03-01T00:00:00Z'));
  const service = new ProfileService(api, clock);
  const states: UserState[] = [];
  service.subscribe((state) => states.push(state));
  return { api, clock, service, states };
};

describe('spec §3 User state', () => {
  it('spec §3 User state: loading raises the fetching flag, then stores the profile and the initialised flag', async () => {
    const t = setup();
    expect(t.service.getState()).toEqual(initialUserState);

    await t.service.loadCurrentProfile();

    expect(t.states).toEqual([
      { isInitialized: false, profile: null, isFetching: true },
      { isInitialized: true, profile: aUserProfile(), isFetching: false },
    ]);
  });

  it('spec §3 User state: a failed load ends fetching and rethrows an AppError', async () => {
    const t = setup();
    t.api.failures.fail('me', { status: { err_code: 4040102001, err_message: 'User not found' } });

    await expect(t.service.loadCurrentProfile()).rejects.toMatchObject({ code: 4040102001 });
    expect(t.service.getState().isFetching).toBe(false);
  });

  it('spec §4 Logout: clear resets the user state', async () => {
    const t = setup();
    await t.service.loadCurrentProfile();
    t.service.clear();
    expect(t.service.getState()).toEqual(initialUserState);
  });

  it('spec §7: first profile update and profile update keep the returned profile', async () => {
    const t = setup();
    await t.service.updateFirstProfile({ displayName: 'สมชาย', avatarImageHash: null, lang: 'th', referralCode: null });
    expect(t.service.getState().profile?.displayName).toBe('สมชาย');

    await t.service.updateProfile({ username: 'somchai_th' });
    expect(t.service.getState().profile).toMatchObject({ displayName: 'สมชาย', username: 'somchai_th' });
  });

  it('spec §8: a too-frequent name change surfaces 4290101004 with the change-name message', async () => {
    const t = setup();
    t.api.failures.fail('updateProfile', { status: { err_code: 4290101004, err_message: 'too often' } });
    await expect(t.service.updateProfile({ displayName: 'x' })).rejects.toMatchObject({
      code: 4290101004,
      messageKey: 'errors.changeNameTooOften',
    });
  });

  it.each([
    ['d', 'Somchai'],
    ['u', 'somchai'],
    ['e', 'a@example.com'],
  ] as const)('spec §5 uniqueness lookup by=%s', async (by, value) => {
    const t = setup();
    expect(await t.service.isTaken(by, value)).toBe(false);
    t.api.taken.set(by, new Set([value]));
    expect(await t.service.isTaken(by, value)).toBe(true);
  });

  it('spec §5 §9 Name change: never changed → both names may change now', async () => {
    const t = setup();
    expect(await t.service.nameChangeAvailability()).toEqual({
      canChangeUsername: true,
      canChangeDisplayName: true,
      nextUsernameChangeAt: null,
      nextDisplayNameChangeAt: null,
    });
  });

  it('spec §5 §9 Name change: changed 10 days ago → locked until 60 days after the change; 60 days ago → allowed', async () => {
    const t = setup();
    const tenDaysAgo = t.clock.now() - 10 * 86_400_000;
    const sixtyDaysAgo = t.clock.now() - NAME_CHANGE_WINDOW_MS;
    t.api.last = {
      usernameUpdatedAt: new Date(tenDaysAgo).toISOString(),
      displayNameUpdatedAt: new Date(sixtyDaysAgo).toISOString(),
    };

    expect(await t.service.nameChangeAvailability()).toEqual({
      canChangeUsername: false,
      canChangeDisplayName: true,
      nextUsernameChangeAt: tenDaysAgo + 60 * 86_400_000,
      nextDisplayNameChangeAt: null,
    });
  });
});
