import { normalizeError } from '../../../domain/errors/normalize-error';

/**
 * The message key of a failed admin call (spec §8, translated once in common.json). A 403 4030607011 (the
 * role was taken away meanwhile) reads `errors.moderatorOnly` where the call was made; nothing typed is lost.
 */
export const adminErrorKey = (error: unknown): string => normalizeError(error).messageKey;
