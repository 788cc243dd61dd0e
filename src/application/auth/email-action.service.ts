import { parseEmailAction, UNSUPPORTED_ACTION_MODE_MESSAGE, type EmailAction } from '../../domain/auth/email-action';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import type { AuthProvider } from '../ports/auth-provider.port';

/** What performing a link did: verified the address, or found a valid reset code for this account. */
export type EmailActionResult =
  | { readonly mode: 'verifyEmail' }
  | { readonly mode: 'resetPassword'; readonly oobCode: string; readonly email: string };

const unsupported = (): AppError =>
  new AppError({
    code: ErrorCode.unknown,
    messageKey: WebErrorKey.unsupportedActionMode,
    message: UNSUPPORTED_ACTION_MODE_MESSAGE,
  });

/** Spec §4 "Email action links". */
export class EmailActionService {
  constructor(private readonly authProvider: AuthProvider) {}

  /** The link's mode and code from its query string (spec §2). */
  parse(search: string): EmailAction {
    return parseEmailAction(search);
  }

  /**
   * verifyEmail applies the code; resetPassword only checks it (the new password is a separate step,
   * `confirmPasswordReset`); recoverEmail and unknown modes throw "Unsupported action mode.".
   */
  async perform(action: EmailAction): Promise<EmailActionResult> {
    if (action.mode !== 'verifyEmail' && action.mode !== 'resetPassword') throw unsupported();
    const code = action.oobCode;
    if (code === null) throw normalizeError({ code: 'auth/invalid-action-code' });
    try {
      if (action.mode === 'verifyEmail') {
        await this.authProvider.applyActionCode(code);
        return { mode: 'verifyEmail' };
      }
      return { mode: 'resetPassword', oobCode: code, email: await this.authProvider.verifyPasswordResetCode(code) };
    } catch (error) {
      throw normalizeError(error);
    }
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    try {
      await this.authProvider.confirmPasswordReset(oobCode, newPassword);
    } catch (error) {
      throw normalizeError(error);
    }
  }
}
