import { describe, expect, it } from 'vitest';
import {
  AccountSecurityService,
  LAST_METHOD_MESSAGE_KEY,
} from '../../../src/application/auth/account-security.service';
import { LINE_METHOD } from '../../../src/domain/auth/sign-in-methods';
import { InMemoryAuthProvider } from '../../fakes/in-memory-auth-provider';
import { anAuthUser } from '../../builders/auth-user.builder';

describe('AccountSecurityService', () => {
  it('refuses to unlink the last sign-in method before asking the provider', async () => {
    const provider = new InMemoryAuthProvider();
    provider.restoreSession(anAuthUser({ providerIds: ['google.com'] }));
    await expect(new AccountSecurityService(provider).unlink('google.com')).rejects.toMatchObject({
      messageKey: LAST_METHOD_MESSAGE_KEY,
    });
    expect(provider.currentUser()?.providerIds).toEqual(['google.com']);
  });

  it('a linked LINE account counts as a remaining way in: Google may then be unlinked', async () => {
    const provider = new InMemoryAuthProvider();
    provider.restoreSession(anAuthUser({ providerIds: ['google.com'] }));
    await expect(new AccountSecurityService(provider).unlink('google.com', [LINE_METHOD])).resolves.toEqual([]);
  });

  it('spec §8: a wrong current password is the current-password guide', async () => {
    const provider = new InMemoryAuthProvider();
    provider.addAccount('somchai@example.com', 'right-one-1', { uid: 'uid-1' });
    provider.restoreSession(anAuthUser());
    await expect(new AccountSecurityService(provider).changePassword('wrong', 'new-secret-2')).rejects.toMatchObject({
      messageKey: 'errors.auth.currentPasswordWrong',
    });
  });
});
