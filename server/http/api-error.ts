import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';

/** A spec §8 failure with a human message; the error handler turns it into the envelope and HTTP status. */
export function apiError(code: number, message: string, details?: Record<string, unknown>): AppError {
  const entry = errorCatalogue[code] ?? errorCatalogue[ErrorCode.unknown];
  return new AppError({ code, messageKey: entry.messageKey, message, details });
}

export const httpStatusOf = (code: number): number => (errorCatalogue[code] ?? errorCatalogue[ErrorCode.unknown]).httpStatus;
