import { isAppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';

/**
 * A failure that never reached the server (offline, DNS, timeout): the HTTP adapters turn those into 9999
 * without an HTTP status (ContentApi contract). The editor keeps the local draft and retries them; anything
 * the server answered is a decision, not a reason to retry blindly.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!isAppError(error)) return false;
  return error.code === ErrorCode.unknown && typeof error.details?.status !== 'number';
}

export function isVersionConflict(error: unknown): boolean {
  return isAppError(error) && error.code === ErrorCode.contentVersionConflict;
}
