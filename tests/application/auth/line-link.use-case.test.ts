import { describe, expect, it } from 'vitest';
import { LineLinkUseCase } from '../../../src/application/auth/line-link.use-case';
import { INVALID_AUTH_STATE_MESSAGE } from '../../../src/application/auth/line-login.use-case';
import { LINE_LINK_STATE_KEY, LINE_LOGIN_STATE_KEY, LINE_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { AuthMessageKey } from '../../../src/domain/errors/auth-error-keys';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { CallLog } from '../../fakes/call-log';
import { InMemoryBrowserLocation } from '../../fakes/in-memory-browser-location';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { aLineTokenSet, InMemoryLineAuth } from '../../fakes/in-memory-line-auth';
import { InMemoryLineLinkApi } from '../../fakes/in-memory-line-link-api';
import { InMemoryRandom } from '../../fakes/in-memory-random';

const aLineLink = () => {
  const log = new CallLog();
  const fakes = {
    log,
    lineAuth: new InMemoryLineAuth(log),
    lineLinkApi: new InMemoryLineLinkApi(log),
    keyValueStore: new InMemoryKeyValueStore(log),
    random: new InMemoryRandom(),
    browserLocation: new InMemoryBrowserLocation(log),
  };
  fakes.lineAuth.codes.set('code-1', aLineTokenSet({ access_token: 'line-access-link' }));
  return { ...fakes, useCase: new LineLinkUseCase(fakes) };
};

describe('LINE linked to an account (the spec §4 LINE round-trip in link mode)', () => {
  it('start saves a random state under its own key and leaves for LINE; the login state is untouched', () => {
    const f = aLineLink();
    f.useCase.start();
    expect(f.keyValueStore.get(LINE_LINK_STATE_KEY)).toBe('state-1');
    expect(f.keyValueStore.get(LINE_LOGIN_STATE_KEY)).toBeNull();
    expect(f.browserLocation.assigned[0]).toContain('state=state-1');
    expect(f.useCase.ownsCallback('state-1')).toBe(true);
    expect(f.useCase.ownsCallback('state-2')).toBe(false);
    expect(f.useCase.ownsCallback(null)).toBe(false);
  });

  it('complete checks the state, exchanges the code, reads the LINE profile and links with its user id', async () => {
    const f = aLineLink();
    f.useCase.start();
    const state = await f.useCase.complete({ code: 'code-1', state: 'state-1' });
    expect(state).toEqual({ linked: true, lineUserId: 'U-line-1', canUnlink: true });
    expect(f.lineLinkApi.linkRequests).toEqual([{ accessToken: 'line-access-link', lineUserId: 'U-line-1' }]);
    expect(f.log.only('lineAuth', 'lineLinkApi')).toEqual([
      'lineAuth.authorizeUrl',
      'lineAuth.exchangeCode',
      'lineAuth.getProfile',
      'lineLinkApi.link',
    ]);
    // The session stays the account's own: LINE's tokens are not stored, and the state is single-use.
    expect(f.keyValueStore.get(LINE_TOKEN_KEY)).toBeNull();
    expect(f.keyValueStore.get(LINE_LINK_STATE_KEY)).toBeNull();
  });

  it('spec §4: a state that does not match is "Invalid authentication state" and nothing is exchanged', async () => {
    const f = aLineLink();
    f.useCase.start();
    await expect(f.useCase.complete({ code: 'code-1', state: 'forged' })).rejects.toMatchObject({
      message: INVALID_AUTH_STATE_MESSAGE,
    });
    expect(f.log.entries).not.toContain('lineAuth.exchangeCode');
    // Single-use: even the right state is refused once a callback consumed it.
    await expect(f.useCase.complete({ code: 'code-1', state: 'state-1' })).rejects.toMatchObject({
      message: INVALID_AUTH_STATE_MESSAGE,
    });
  });

  it('spec §8 link-social-account credential-already-in-use: a LINE account linked elsewhere shows that message', async () => {
    const f = aLineLink();
    f.lineLinkApi.taken.add('U-line-1');
    f.useCase.start();
    await expect(f.useCase.complete({ code: 'code-1', state: 'state-1' })).rejects.toMatchObject({
      code: ErrorCode.lineAlreadyLinked,
      messageKey: AuthMessageKey.credentialAlreadyInUse,
    });
  });

  it('unlink: the last way in is refused with its message; otherwise LINE is no longer linked', async () => {
    const f = aLineLink();
    f.lineLinkApi.lineUserId = 'U-line-1';
    f.lineLinkApi.otherMethods = 0;
    f.keyValueStore.set(LINE_TOKEN_KEY, '{"kept":true}');
    await expect(f.useCase.unlink()).rejects.toMatchObject({
      code: ErrorCode.lastSignInMethod,
      messageKey: 'settings.security.lastMethod',
    });
    expect(f.keyValueStore.get(LINE_TOKEN_KEY)).toBe('{"kept":true}');
    f.lineLinkApi.otherMethods = 1;
    await expect(f.useCase.unlink()).resolves.toEqual({ linked: false, lineUserId: null, canUnlink: false });
    // Signed in through LINE: the stored LINE token would reopen the LINE account's own on the next visit.
    expect(f.keyValueStore.get(LINE_TOKEN_KEY)).toBeNull();
  });

  it('LINE not configured: no link is offered and start refuses', () => {
    const f = aLineLink();
    f.lineAuth.authorizeBase = null;
    expect(f.useCase.isAvailable()).toBe(false);
    expect(() => f.useCase.start()).toThrow();
    expect(f.keyValueStore.get(LINE_LINK_STATE_KEY)).toBeNull();
  });
});
