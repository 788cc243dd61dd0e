import type { ErrorAction } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';

/** Runs one call to the world; whatever it throws comes out as the domain's AppError (spec §8), naming `action`. */
export async function normalized<T>(work: () => Promise<T>, action?: ErrorAction): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw normalizeError(error, { action });
  }
}
