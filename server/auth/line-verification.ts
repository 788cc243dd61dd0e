import type { CustomLineBodyWire } from '../../src/contract/auth.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Kernel } from '../kernel/deps';

/** The identity-provider uid of an account made by LINE sign-in (spec §4 step 3) with no link. */
export const LINE_UID_PREFIX = 'line:';

/**
 * The LINE user id a LINE access token proves, checked as spec §4 step 3 and §8 require: the token is live at
 * LINE (401 4010104001), issued to our channel (4000104006), and its profile is `line_user_id` (4000104007).
 */
export async function verifiedLineUserId(deps: Pick<Kernel, 'line'>, request: CustomLineBodyWire): Promise<string> {
  const info = await deps.line.verifyAccessToken(request.access_token);
  if (!info) throw failure(ErrorCode.invalidToken, 'LINE access token is invalid or expired');
  if (info.clientId !== deps.line.channelId)
    throw failure(ErrorCode.lineClientIdMismatch, 'LINE access token was issued for another channel');
  const profile = await deps.line.getProfile(request.access_token);
  if (!profile) throw failure(ErrorCode.invalidToken, 'LINE access token is invalid or expired');
  if (profile.userId !== request.line_user_id)
    throw failure(ErrorCode.lineUserIdMismatch, 'line_user_id does not match the LINE profile');
  return profile.userId;
}
