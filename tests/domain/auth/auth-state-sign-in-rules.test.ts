import { describe, expect, it } from 'vitest';
import {
  choosePersistence,
  computeSignInFlags,
  readsPositionAtSignIn,
  type SignInFacts,
} from '../../../src/domain/auth/auth-sign-in-rules';
import type { LocationPermission } from '../../../src/domain/places/location-permission';

const facts = (overrides: Partial<SignInFacts>): SignInFacts => ({
  providerIds: ['password'],
  emailVerified: true,
  termsAccepted: true,
  mandatoryFieldsFilled: true,
  ...overrides,
});

describe('spec §4 Common sign-in step 6: flags', () => {
  it.each([
    ['password account, email not verified → verify', facts({ emailVerified: false }), true],
    ['password account, email verified → no verify', facts({}), false],
    [
      'google account, email not verified → no verify (spec §5: only password accounts)',
      facts({ providerIds: ['google.com'], emailVerified: false }),
      false,
    ],
    ['LINE custom-token account without email → no verify', facts({ providerIds: [], emailVerified: false }), false],
    [
      'linked password + google, not verified → verify',
      facts({ providerIds: ['google.com', 'password'], emailVerified: false }),
      true,
    ],
  ] as const)('needVerifyEmail: %s', (_name, input, expected) => {
    expect(computeSignInFlags(input).needVerifyEmail).toBe(expected);
  });

  it.each([
    [true, false],
    [false, true],
  ])('needAcceptTermsOfUse: terms accepted %s → %s', (accepted, expected) => {
    expect(computeSignInFlags(facts({ termsAccepted: accepted })).needAcceptTermsOfUse).toBe(expected);
  });

  it.each([
    [true, false],
    [false, true],
  ])('needUpdatePersonalInfo: mandatory fields filled %s → %s', (filled, expected) => {
    expect(computeSignInFlags(facts({ mandatoryFieldsFilled: filled })).needUpdatePersonalInfo).toBe(expected);
  });
});

describe('spec §4 Common sign-in step 7: persistence', () => {
  it.each([
    [
      'verification needed → LOCAL',
      { needVerifyEmail: true, needAcceptTermsOfUse: true, needUpdatePersonalInfo: true },
      'LOCAL',
    ],
    [
      'verification needed alone → LOCAL',
      { needVerifyEmail: true, needAcceptTermsOfUse: false, needUpdatePersonalInfo: false },
      'LOCAL',
    ],
    [
      'terms pending → SESSION',
      { needVerifyEmail: false, needAcceptTermsOfUse: true, needUpdatePersonalInfo: false },
      'SESSION',
    ],
    [
      'personal info pending → SESSION',
      { needVerifyEmail: false, needAcceptTermsOfUse: false, needUpdatePersonalInfo: true },
      'SESSION',
    ],
    [
      'nothing pending → unchanged (null)',
      { needVerifyEmail: false, needAcceptTermsOfUse: false, needUpdatePersonalInfo: false },
      null,
    ],
  ] as const)('%s', (_name, flags, expected) => {
    expect(choosePersistence(flags)).toBe(expected);
  });
});

describe('spec §4 Common sign-in step 1: the position is read only where already allowed', () => {
  it.each<[LocationPermission, boolean]>([
    ['granted', true],
    ['prompt', false],
    ['denied', false],
    ['unknown', false],
  ])('permission %s → reads the position: %s', (permission, expected) => {
    expect(readsPositionAtSignIn(permission)).toBe(expected);
  });
});
