import { describe, expect, it } from 'vitest';
import {
  actionCodeProblem,
  isSupportedActionMode,
  parseEmailAction,
  UNSUPPORTED_ACTION_MODE_MESSAGE,
} from '../../../src/domain/auth/email-action';

describe('parseEmailAction (spec §2/§4 "Email action links")', () => {
  it.each([
    ['?mode=verifyEmail&oobCode=abc', { mode: 'verifyEmail', oobCode: 'abc', continueUrl: null }],
    [
      'mode=resetPassword&oobCode=r1&continueUrl=https%3A%2F%2Fx.example%2Flogin',
      { mode: 'resetPassword', oobCode: 'r1', continueUrl: 'https://x.example/login' },
    ],
    ['?mode=recoverEmail&oobCode=z', { mode: 'recoverEmail', oobCode: 'z', continueUrl: null }],
    ['?mode=signIn&oobCode=z', { mode: 'unknown', oobCode: 'z', continueUrl: null }],
    ['?mode=VERIFYEMAIL&oobCode=z', { mode: 'unknown', oobCode: 'z', continueUrl: null }],
    ['?oobCode=z', { mode: 'unknown', oobCode: 'z', continueUrl: null }],
    ['?mode=verifyEmail&oobCode=', { mode: 'verifyEmail', oobCode: null, continueUrl: null }],
    ['', { mode: 'unknown', oobCode: null, continueUrl: null }],
  ])('§4 Email action links: "%s" → %o', (search, expected) => {
    expect(parseEmailAction(search)).toEqual(expected);
  });
});

describe('isSupportedActionMode (spec §4/§5: only verifyEmail and resetPassword are performed)', () => {
  it.each([
    ['verifyEmail', true],
    ['resetPassword', true],
    ['recoverEmail', false],
    ['unknown', false],
    ['signIn', false],
    ['', false],
  ])('§5 Email action link mode %s supported=%s', (mode, expected) => {
    expect(isSupportedActionMode(mode)).toBe(expected);
  });

  it('§8 Web-side: the unsupported-mode message is exact', () => {
    expect(UNSUPPORTED_ACTION_MODE_MESSAGE).toBe('Unsupported action mode.');
  });
});

describe('actionCodeProblem (spec §4 Email action links: what the person can do about a refused code)', () => {
  it.each([
    ['auth/expired-action-code', 'expired'],
    ['auth/invalid-action-code', 'invalid'],
    ['auth/user-disabled', null],
    ['auth/network-request-failed', null],
    [9999, null],
  ] as const)('%s → %s', (code, problem) => {
    expect(actionCodeProblem(code)).toBe(problem);
  });
});
