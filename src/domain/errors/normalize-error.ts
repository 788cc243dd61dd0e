import { AppError, isAppError, type FieldError } from './app-error';
import { actionMessageKey, ERROR_ACTIONS } from './error-actions';
import { AuthMessageKey, authErrorMessageKey, type SignInContext } from './auth-error-keys';
import { ErrorCode, errorCatalogue, type ErrorAction } from './error-codes';
import { WebErrorKey } from './web-error-keys';

export type { SignInContext };

export interface NormalizeErrorOptions {
  readonly context?: SignInContext;
  /** What the user was doing; gives internal errors an action-based message (spec §8). */
  readonly action?: ErrorAction;
}

export const DEFAULT_ERROR_MESSAGE_KEY = 'errors.default';

/** Spec §8: 5000104000, 5000104001, 5000101999 and 5000102999 carry action-based messages. */
const ACTION_CODES: readonly number[] = [
  ErrorCode.internalAuth,
  ErrorCode.internalAuthDuplicate,
  ErrorCode.internalUser,
  ErrorCode.fetchFailed,
];

/**
 * The single translation of anything thrown into an AppError (spec §8): a backend envelope
 * `{ status: { err_code, err_message }, data? }`, an identity-provider error whose `code` begins
 * with `auth/`, or an AppError (returned as is). Everything else becomes 9999 with the default message.
 */
export function normalizeError(input: unknown, options?: SignInContext | NormalizeErrorOptions): AppError {
  if (isAppError(input)) return input;
  const { context, action } = typeof options === 'string' ? { context: options, action: undefined } : (options ?? {});
  const backend = fromBackendBody(input, action);
  if (backend) return backend;
  const auth = fromAuthError(input, context);
  if (auth) return auth;
  return new AppError({
    code: ErrorCode.unknown,
    messageKey: DEFAULT_ERROR_MESSAGE_KEY,
    message: input instanceof Error ? input.message : undefined,
  });
}

function fromBackendBody(input: unknown, action: ErrorAction | undefined): AppError | null {
  if (!isRecord(input) || !isRecord(input.status)) return null;
  const code = toCode(input.status.err_code);
  if (code === null || code === 0) return null;
  const errMessage = typeof input.status.err_message === 'string' ? input.status.err_message : undefined;
  const known = errorCatalogue[code];
  const usesAction = action !== undefined && ACTION_CODES.includes(code);
  const messageKey = usesAction ? actionMessageKey(action) : (known?.messageKey ?? DEFAULT_ERROR_MESSAGE_KEY);
  const duplicated = code === ErrorCode.duplicateName ? duplicatedField(input) : null;
  const fieldErrors: FieldError[] = duplicated
    ? [{ field: duplicated.field, messageKey: 'errors.duplicatedUsername' }]
    : [];
  return new AppError({
    code,
    messageKey,
    message: errMessage,
    fieldErrors,
    action: usesAction ? action : undefined,
    details:
      code === ErrorCode.contentValidationFailed
        ? contentValidationDetails(input)
        : duplicated?.named
          ? { field: duplicated.field }
          : undefined,
  });
}

/**
 * 4000101001 names the taken name in `data.field` (username or display_name); without it the field error is spec
 * §8's duplicated-username one, and `named` is false so a form may mark the field it sent.
 */
function duplicatedField(body: Record<string, unknown>): { field: 'username' | 'displayName'; named: boolean } {
  const field = isRecord(body.data) ? body.data.field : undefined;
  if (field === 'display_name') return { field: 'displayName', named: true };
  return { field: 'username', named: field === 'username' };
}

/** 4220607000 names the offending content and a message, in `data` or next to `status`. */
function contentValidationDetails(body: Record<string, unknown>): Record<string, unknown> {
  const source = isRecord(body.data) ? body.data : body;
  const details: Record<string, unknown> = {};
  if (source.content_id !== undefined) details.contentId = source.content_id;
  if (typeof source.message === 'string') details.message = source.message;
  return details;
}

function fromAuthError(input: unknown, context: SignInContext | undefined): AppError | null {
  if (!isRecord(input) || typeof input.code !== 'string' || !input.code.startsWith('auth/')) return null;
  return new AppError({
    code: input.code,
    messageKey: authErrorMessageKey(input.code, context) ?? DEFAULT_ERROR_MESSAGE_KEY,
    message: typeof input.message === 'string' ? input.message : undefined,
  });
}

function toCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Every message key the SPA may have to show for an error: all that normalizeError can produce
 * plus the web-side keys of spec §8. The i18n check asserts each exists in th and en.
 */
export function errorMessageKeys(): string[] {
  const keys = new Set<string>([DEFAULT_ERROR_MESSAGE_KEY]);
  for (const entry of Object.values(errorCatalogue)) keys.add(entry.messageKey);
  for (const key of Object.values(AuthMessageKey)) keys.add(key);
  for (const action of ERROR_ACTIONS) keys.add(actionMessageKey(action));
  for (const key of Object.values(WebErrorKey)) keys.add(key);
  return [...keys].sort();
}
