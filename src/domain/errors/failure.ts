import { AppError } from './app-error';
import { ErrorCode, errorCatalogue } from './error-codes';

/**
 * A spec §8 failure with a human message: what a use case, repository or adapter throws. The catalogue gives
 * its messageKey; the server's error handler turns it into the envelope and the catalogue's HTTP status.
 */
export function failure(code: number, message: string, details?: Record<string, unknown>): AppError {
  const entry = errorCatalogue[code] ?? errorCatalogue[ErrorCode.unknown];
  return new AppError({ code, messageKey: entry.messageKey, message, details });
}
