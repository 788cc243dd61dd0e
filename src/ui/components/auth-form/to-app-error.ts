import { AppError } from '../../../domain/errors/app-error';
import { normalizeError } from '../../../domain/errors/normalize-error';

/** Services already throw AppError; anything else (a browser API) is normalised the spec §8 way. */
export const toAppError = (error: unknown): AppError => (error instanceof AppError ? error : normalizeError(error));
