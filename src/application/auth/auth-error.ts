import { AppError } from '../../domain/errors/app-error';
import { authErrorMessageKey, type SignInContext } from '../../domain/errors/auth-error-keys';
import { normalizeError } from '../../domain/errors/normalize-error';

/**
 * Anything an auth flow threw, as an AppError whose message fits the flow (spec §8 gives some `auth/`
 * codes flow-specific messages). The AuthProvider port already throws AppError, keyed without knowing
 * the flow, so `auth/` codes are re-keyed here.
 */
export function toAuthError(raw: unknown, context: SignInContext): AppError {
  const error = normalizeError(raw, context);
  if (typeof error.code !== 'string' || !error.code.startsWith('auth/')) return error;
  const messageKey = authErrorMessageKey(error.code, context);
  if (messageKey === null || messageKey === error.messageKey) return error;
  return new AppError({
    code: error.code,
    messageKey,
    message: error.message,
    fieldErrors: error.fieldErrors,
    action: error.action,
    details: error.details,
  });
}
