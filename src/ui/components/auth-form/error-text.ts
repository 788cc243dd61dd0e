import type { useTranslation } from 'react-i18next';
import type { AppError } from '../../../domain/errors/app-error';
import { INVALID_AUTH_STATE_MESSAGE } from '../../../application/auth/line-login.use-case';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The one place screens turn an AppError into words (spec §8: messages are i18n keys). LINE's
 * "Invalid authentication state" shares the LINE error key, so its own translation is picked here.
 */
export function errorText(t: Translate, error: AppError): string {
  if (error.message === INVALID_AUTH_STATE_MESSAGE) return t('lineLogin.invalidState');
  return t(error.messageKey, { defaultValue: t('errors.default') });
}
