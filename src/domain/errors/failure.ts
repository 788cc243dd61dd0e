import { AppError } from './app-error';
import { ErrorCode, errorCatalogue } from './error-codes';

/**
 * A spec §8 failure with a human message: what a use case, repository or adapter throws. The catalogue gives
 * its messageKey; the server's error handler turns it into the envelope and the catalogue's HTTP status.
 */
export function failure(code: number, message: string, details?: Record<string, unknown>, cause?: unknown): AppError {
  const entry = errorCatalogue[code] ?? errorCatalogue[ErrorCode.unknown];
  const error = new AppError({ code, messageKey: entry.messageKey, message, details });
  // The underlying error of a fault, for the server's log only: a 5xx answer never carries its text.
  if (cause !== undefined)
    Object.defineProperty(error, 'cause', { value: cause, enumerable: false, configurable: true });
  return error;
}
