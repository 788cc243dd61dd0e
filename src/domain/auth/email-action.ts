import { AuthErrorCode } from '../errors/error-codes';

/** Spec §2/§4 "Email action links": the modes an identity-provider email link can carry. */
export type EmailActionMode = 'verifyEmail' | 'resetPassword' | 'recoverEmail' | 'unknown';

export interface EmailAction {
  readonly mode: EmailActionMode;
  /** The one-time code (`oobCode` query parameter). */
  readonly oobCode: string | null;
  readonly continueUrl: string | null;
}

/** Spec §4/§8: the error thrown for recoverEmail and any unknown mode. */
export const UNSUPPORTED_ACTION_MODE_MESSAGE = 'Unsupported action mode.';

const KNOWN_MODES: readonly EmailActionMode[] = ['verifyEmail', 'resetPassword', 'recoverEmail'];
const SUPPORTED_MODES: readonly EmailActionMode[] = ['verifyEmail', 'resetPassword'];

/** Reads `mode`, `oobCode` and `continueUrl` from a link's query; any other mode is `unknown` (spec §5). */
export function parseEmailAction(search: string): EmailAction {
  const params = new URLSearchParams(search);
  const rawMode = params.get('mode');
  const mode = KNOWN_MODES.find((known) => known === rawMode) ?? 'unknown';
  return {
    mode,
    oobCode: nonEmpty(params.get('oobCode')),
    continueUrl: nonEmpty(params.get('continueUrl')),
  };
}

/** Only verifyEmail and resetPassword are performed; recoverEmail is recognised but unsupported (spec §4). */
export function isSupportedActionMode(mode: string): mode is 'verifyEmail' | 'resetPassword' {
  return SUPPORTED_MODES.some((supported) => supported === mode);
}

/**
 * Why a link's code was refused, as the person can act on it: `expired` (past its lifetime: send a new one) or
 * `invalid` (already used, or not a code at all: the identity provider does not tell those apart). Null for any
 * other failure (the network, a disabled account), which is not the link's fault.
 */
export type ActionCodeProblem = 'expired' | 'invalid';

export function actionCodeProblem(errorCode: string | number): ActionCodeProblem | null {
  if (errorCode === AuthErrorCode.expiredActionCode) return 'expired';
  if (errorCode === AuthErrorCode.invalidActionCode) return 'invalid';
  return null;
}

function nonEmpty(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}
