import { describe, expect, it } from 'vitest';
import type { LocationPermission } from '../../../src/domain/places/location-permission';
import { anAuthHarness } from '../../builders/auth-harness.builder';

const PASSWORD = 'secret-pass';
const EMAIL = 'somchai@example.com';

describe('spec §4 Common sign-in step 1: the position only where the browser already allows it', () => {
  it.each<LocationPermission>(['prompt', 'denied', 'unknown'])(
    'permission %s: no geolocation call (no prompt at sign-in), the backend login gets null lat and lng',
    async (permission) => {
      const h = anAuthHarness();
      h.authProvider.addAccount(EMAIL, PASSWORD, { emailVerified: true, uid: 'uid-1' });
      h.geolocation.permissionState = permission;

      await h.service.signInWithEmail(EMAIL, PASSWORD, true);

      expect(h.log.only('geolocation')).toEqual(['geolocation.permission']);
      expect(h.authApi.logins[0]).toMatchObject({ lat: null, lng: null });
      expect(h.service.getState().currentUserId).toBe('user-1');
      expect(h.logger.at('warn')).toHaveLength(0);
    },
  );

  it('permission granted: the position goes to the backend login', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount(EMAIL, PASSWORD, { emailVerified: true, uid: 'uid-1' });
    h.geolocation.permissionState = 'granted';
    h.geolocation.result = { position: { lat: 18.79, lng: 98.98 } };

    await h.service.signInWithEmail(EMAIL, PASSWORD, true);

    expect(h.log.only('geolocation')).toEqual(['geolocation.permission', 'geolocation.getPosition']);
    expect(h.authApi.logins[0]).toMatchObject({ lat: 18.79, lng: 98.98 });
  });
});
