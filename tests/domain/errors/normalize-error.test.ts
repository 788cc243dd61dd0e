import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ERROR_ACTIONS } from '../../../src/domain/errors/error-actions';
import { AuthErrorCode, ErrorCode, errorCatalogue } from '../../../src/domain/errors/error-codes';
import { errorMessageKeys, normalizeError, type SignInContext } from '../../../src/domain/errors/normalize-error';
import { WebErrorKey } from '../../../src/domain/errors/web-error-keys';

const body = (code: number | string, message = 'backend says no', data?: unknown) => ({
  status: { err_code: code, err_message: message },
  ...(data === undefined ? {} : { data }),
});

describe('normalizeError: backend codes (spec §8 "Backend codes")', () => {
  it.each(Object.entries(errorCatalogue).map(([code, entry]) => [Number(code), entry.messageKey] as const))(
    '§8 Backend codes: %i → %s',
    (code, messageKey) => {
      const error = normalizeError(body(code));
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe(code);
      expect(error.messageKey).toBe(messageKey);
      expect(error.message).toBe('backend says no');
    },
  );

  it('§8 Backend codes: a numeric string err_code is read as the number', () => {
    expect(normalizeError(body('4040102001')).code).toBe(ErrorCode.userNotFound);
  });

  it('§8 Backend codes: 4000101001 carries the duplicated-username field error', () => {
    const error = normalizeError(body(ErrorCode.duplicateName));
    expect(error.fieldErrors).toEqual([{ field: 'username', messageKey: 'errors.duplicatedUsername' }]);
    expect(normalizeError(body(ErrorCode.userNotFound)).fieldErrors).toEqual([]);
  });

  it('§8 Backend codes: 4000101001 naming display_name in data marks that field, and says it named it', () => {
    const display = normalizeError(body(ErrorCode.duplicateName, 'taken', { field: 'display_name' }));
    expect(display.fieldErrors).toEqual([{ field: 'displayName', messageKey: 'errors.duplicatedUsername' }]);
    expect(display.details).toEqual({ field: 'displayName' });
    const username = normalizeError(body(ErrorCode.duplicateName, 'taken', { field: 'username' }));
    expect(username.details).toEqual({ field: 'username' });
    expect(normalizeError(body(ErrorCode.duplicateName)).details).toBeUndefined();
  });

  it('§8 Backend codes: 4220607000 keeps the content id and message', () => {
    const inData = normalizeError(
      body(ErrorCode.contentValidationFailed, 'invalid', { content_id: 'c-9', message: 'title required' }),
    );
    expect(inData.details).toEqual({ contentId: 'c-9', message: 'title required' });
    const beside = normalizeError({ ...body(ErrorCode.contentValidationFailed), content_id: 12 });
    expect(beside.details).toEqual({ contentId: 12 });
    expect(normalizeError(body(ErrorCode.userNotFound, 'x', { content_id: 'c' })).details).toBeUndefined();
  });

  it('§8 Backend codes: a code outside the catalogue keeps its number with the default message', () => {
    const error = normalizeError(body(4001234567));
    expect(error.code).toBe(4001234567);
    expect(error.messageKey).toBe('errors.default');
  });

  const actionCodes = [
    ErrorCode.internalAuth,
    ErrorCode.internalAuthDuplicate,
    ErrorCode.internalUser,
    ErrorCode.fetchFailed,
  ];
  it.each(actionCodes.flatMap((code) => ERROR_ACTIONS.map((action) => [code, action] as const)))(
    '§8 Backend codes: internal %i during %s gets the action message',
    (code, action) => {
      const error = normalizeError(body(code), { action });
      expect(error.code).toBe(code);
      expect(error.messageKey).toBe(`errors.action.${action}`);
      expect(error.action).toBe(action);
    },
  );

  it.each(actionCodes)('§8 Backend codes: internal %i without an action keeps the catalogue message', (code) => {
    const error = normalizeError(body(code));
    expect(error.messageKey).toBe(errorCatalogue[code].messageKey);
    expect(error.action).toBeUndefined();
  });

  it.each([ErrorCode.userNotFound, ErrorCode.cacheReadFailed, ErrorCode.loginEventFailed])(
    '§8 Backend codes: %i ignores an action (only the four internal codes have action messages)',
    (code) => {
      const error = normalizeError(body(code), { action: 'createContent' });
      expect(error.messageKey).toBe(errorCatalogue[code].messageKey);
      expect(error.action).toBeUndefined();
    },
  );
});

describe('normalizeError: identity-provider codes (spec §8 "Sign-in")', () => {
  const authError = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

  it.each([
    [AuthErrorCode.userNotFound, undefined, 'errors.auth.invalidSignIn'],
    [AuthErrorCode.wrongPassword, undefined, 'errors.auth.invalidSignIn'],
    [AuthErrorCode.invalidCredential, 'signIn', 'errors.auth.invalidSignIn'],
    [AuthErrorCode.tooManyRequests, undefined, 'errors.auth.tooManyAttempts'],
    [AuthErrorCode.accountExistsWithDifferentCredential, 'signIn', 'errors.auth.alreadySigned'],
    [AuthErrorCode.userDisabled, undefined, 'errors.auth.userDisabled'],
    [AuthErrorCode.emailAlreadyInUse, 'register', 'errors.auth.emailAlreadyInUse'],
    [AuthErrorCode.wrongPassword, 'changePassword', 'errors.auth.currentPasswordWrong'],
    [AuthErrorCode.invalidCredential, 'changePassword', 'errors.auth.currentPasswordWrong'],
    [AuthErrorCode.userNotFound, 'changePassword', 'errors.auth.invalidSignIn'],
    [AuthErrorCode.userNotFound, 'forgotPassword', 'errors.auth.incorrectEmail'],
    [AuthErrorCode.wrongPassword, 'forgotPassword', 'errors.auth.invalidSignIn'],
    [AuthErrorCode.credentialAlreadyInUse, 'linkSocial', 'errors.auth.credentialAlreadyInUse'],
    [AuthErrorCode.credentialAlreadyInUse, 'signIn', 'errors.default'],
    [AuthErrorCode.credentialAlreadyInUse, undefined, 'errors.default'],
    ['auth/popup-closed-by-user', undefined, 'errors.default'],
  ] as Array<[string, SignInContext | undefined, string]>)(
    '§8 Sign-in: %s in context %s → %s',
    (code, context, key) => {
      const error = normalizeError(authError(code), context);
      expect(error.code).toBe(code);
      expect(error.messageKey).toBe(key);
      expect(error.message).toBe(`Firebase: (${code}).`);
    },
  );

  it('§8 Sign-in: the context can also come in the options object', () => {
    expect(normalizeError(authError(AuthErrorCode.userNotFound), { context: 'forgotPassword' }).messageKey).toBe(
      'errors.auth.incorrectEmail',
    );
  });

  it('§8 Sign-in: a plain object with an auth/ code is enough', () => {
    expect(normalizeError({ code: 'auth/user-disabled' }).messageKey).toBe('errors.auth.userDisabled');
  });
});

describe('normalizeError: pass-through and fallback (spec §8 "Fallback code is 9999")', () => {
  it('§8 an AppError passes through unchanged', () => {
    const original = new AppError({ code: ErrorCode.userNotFound, messageKey: 'errors.userNotFound' });
    expect(normalizeError(original, { action: 'createContent' })).toBe(original);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object without status', { message: 'x' }],
    ['a non-auth code', { code: 'ECONNRESET' }],
    ['a status without err_code', { status: { err_message: 'x' } }],
    ['a success envelope', { status: { err_code: 0 } }],
    ['a non-numeric err_code', { status: { err_code: 'E1' } }],
  ])('§8 fallback: %s → 9999 errors.default', (_name, input) => {
    const error = normalizeError(input);
    expect(error.code).toBe(9999);
    expect(error.messageKey).toBe('errors.default');
  });

  it('§8 fallback: the original Error message is kept for the logs', () => {
    expect(normalizeError(new Error('boom')).message).toBe('boom');
  });
});

describe('errorMessageKeys (spec §8: messages as i18n keys)', () => {
  const keys = errorMessageKeys();

  it('§8 lists every catalogue, auth, action and web-side key once', () => {
    for (const entry of Object.values(errorCatalogue)) expect(keys).toContain(entry.messageKey);
    for (const action of ERROR_ACTIONS) expect(keys).toContain(`errors.action.${action}`);
    for (const key of Object.values(WebErrorKey)) expect(keys).toContain(key);
    expect(keys).toContain('errors.default');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('§8 every key normalizeError produces is listed', () => {
    const contexts: Array<SignInContext | undefined> = [
      undefined,
      'signIn',
      'register',
      'changePassword',
      'forgotPassword',
      'linkSocial',
    ];
    const produced = [
      ...Object.keys(errorCatalogue).flatMap((code) => [
        normalizeError(body(Number(code))).messageKey,
        ...ERROR_ACTIONS.map((action) => normalizeError(body(Number(code)), { action }).messageKey),
      ]),
      ...Object.values(AuthErrorCode).flatMap((code) =>
        contexts.map((context) => normalizeError({ code }, context).messageKey),
      ),
      normalizeError('anything').messageKey,
    ];
    for (const key of produced) expect(keys).toContain(key);
  });

  it('§8 Web-side: each web error of the spec has a key', () => {
    expect(Object.keys(WebErrorKey)).toEqual(
      expect.arrayContaining([
        'noLocation',
        'shareFailed',
        'rotateImage',
        'convertImage',
        'compressImage',
        'decodeBlurhash',
        'encodeBlurhash',
        'loadImage',
        'lineLogin',
      ]),
    );
  });
});
