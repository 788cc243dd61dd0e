import type { ErrorAction } from './error-codes';

/** Every action of spec §8's internal-error messages, at runtime (the type lives in error-codes). */
export const ERROR_ACTIONS = [
  'createContent',
  'duplicateContent',
  'deleteContent',
  'acceptTerms',
  'updateUserInfo',
  'updateProfile',
  'updatePersonalInterest',
  'listContents',
  'listInterestCategories',
] as const satisfies readonly ErrorAction[];

/** Compile-time guard: adding an ErrorAction without listing it here fails the type-check. */
type Unlisted = Exclude<ErrorAction, (typeof ERROR_ACTIONS)[number]>;
export const ALL_ERROR_ACTIONS_LISTED: [Unlisted] extends [never] ? true : never = true;

export const actionMessageKey = (action: ErrorAction): string => `errors.action.${action}`;
