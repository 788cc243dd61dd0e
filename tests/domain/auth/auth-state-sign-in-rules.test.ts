import { describe, expect, it } from 'vitest';
import {
  choosePersistence,
  computeSignInFlags,
  persistenceAfterOnboardingStep,
  persistenceChosenBy,
  readsPositionAtSignIn,
  type AuthPersistence,
  type SignInFacts,
  type SignInFlags,
  type SignInPath,
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

const flags = (pending: Partial<SignInFlags> = {}): SignInFlags => ({
  needVerifyEmail: false,
  needAcceptTermsOfUse: false,
  needUpdatePersonalInfo: false,
  ...pending,
});

describe('spec §4 Other sign-in paths: the persistence each path chooses', () => {
  it.each<[SignInPath, AuthPersistence, string]>([
    ['emailRememberMe', 'LOCAL', 'spec §4: email login with remember-me is LOCAL'],
    ['email', 'SESSION', 'spec §4: email login without remember-me is SESSION'],
    ['social', 'LOCAL', 'spec §4: social sign-in (popup) is LOCAL'],
    ['line', 'LOCAL', 'ours: LINE, a one-press sign-in like the social ones, is LOCAL'],
    [
      'registration',
      'LOCAL',
      'ours: a registration ends LOCAL (step 7 makes an unverified account LOCAL; the form asks nothing else)',
    ],
  ])('%s → %s (%s)', (path, expected) => {
    expect(persistenceChosenBy(path)).toBe(expected);
  });
});

describe('spec §4 Common sign-in step 7: persistence', () => {
  it.each<[string, SignInFlags, AuthPersistence | null, AuthPersistence | null]>([
    [
      'verification needed → LOCAL, whatever was chosen',
      flags({ needVerifyEmail: true, needAcceptTermsOfUse: true, needUpdatePersonalInfo: true }),
      'SESSION',
      'LOCAL',
    ],
    ['verification needed alone → LOCAL', flags({ needVerifyEmail: true }), 'LOCAL', 'LOCAL'],
    ['terms pending → SESSION, even with remember-me', flags({ needAcceptTermsOfUse: true }), 'LOCAL', 'SESSION'],
    [
      'personal info pending → SESSION, even with remember-me',
      flags({ needUpdatePersonalInfo: true }),
      'LOCAL',
      'SESSION',
    ],
    ['nothing pending, remember-me/social/LINE chosen → LOCAL', flags(), 'LOCAL', 'LOCAL'],
    ['nothing pending, remember-me off → SESSION', flags(), 'SESSION', 'SESSION'],
    ['nothing pending, choice unknown (a restored session) → unchanged (null)', flags(), null, null],
  ])('%s', (_name, input, chosen, expected) => {
    expect(choosePersistence(input, chosen)).toBe(expected);
  });
});

describe('spec §4 Flags: persistence after an onboarding step', () => {
  it.each<[string, SignInFlags, AuthPersistence | null, AuthPersistence | null]>([
    ['the last step done, remember-me chosen → LOCAL comes back', flags(), 'LOCAL', 'LOCAL'],
    ['the last step done, remember-me off → SESSION', flags(), 'SESSION', 'SESSION'],
    ['the last step done, choice unknown → unchanged', flags(), null, null],
    [
      'verified, terms still ahead → unchanged (a second tab keeps the session)',
      flags({ needAcceptTermsOfUse: true }),
      'LOCAL',
      null,
    ],
    ['terms accepted, personal info still ahead → unchanged', flags({ needUpdatePersonalInfo: true }), 'LOCAL', null],
  ])('%s', (_name, input, chosen, expected) => {
    expect(persistenceAfterOnboardingStep(input, chosen)).toBe(expected);
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
