import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { RandomSource } from '../ports/random.port';
import type { ReaderSession } from '../ports/reader-session.port';
import type { TripCopyApi } from '../ports/trip-copy-api.port';
import { normalized } from '../shared/normalized';
import type { SignInWishes } from '../shared/sign-in-wishes';

/**
 * "Copy this trip" on a trip's reading page. One copy id per trip for the life of this service (one page view), so
 * pressing twice, or a retry after a lost answer, gets the one copy back instead of making another.
 */
export class TripCopyService {
  private readonly copyIds = new Map<string, string>();

  constructor(
    private readonly api: TripCopyApi,
    private readonly session: Pick<ReaderSession, 'getIdToken'>,
    private readonly random: RandomSource,
    /** A signed-out press, remembered in this tab for the return from signing in (see `wished`). */
    private readonly wishes: Pick<SignInWishes, 'remember' | 'take'>,
  ) {}

  /**
   * The copy's content id; 'signIn' when nobody is signed in (the page sends the reader to sign in and back, and
   * this tab remembers the press, see `wished`).
   */
  async copy(tripId: string): Promise<{ readonly contentId: string } | 'signIn'> {
    const token = await normalized(() => this.session.getIdToken());
    if (token === null) {
      this.wishes.remember('copy-trip', tripId);
      return 'signIn';
    }
    try {
      return await this.send(token, tripId);
    } catch (error) {
      // 422 4220607000 on a copy is about its id: the copy made with it was deleted since (the reader came back to
      // this page), or the id is taken. A new id makes a new copy, once.
      if (!(error instanceof AppError) || error.code !== ErrorCode.contentValidationFailed) throw error;
      this.copyIds.delete(tripId);
      return this.send(token, tripId);
    }
  }

  /**
   * Whether this tab pressed "Copy this trip" on `tripId` before signing in (asked once: the wish is then spent).
   * The page's `?copy=trip` alone copies nothing, so a link someone else sends cannot make a copy in my name.
   */
  wished(tripId: string): boolean {
    return this.wishes.take('copy-trip', tripId);
  }

  private send(token: string, tripId: string): Promise<{ readonly contentId: string }> {
    let copyId = this.copyIds.get(tripId);
    if (!copyId) {
      copyId = this.random.randomState();
      this.copyIds.set(tripId, copyId);
    }
    const id = copyId;
    return normalized(() => this.api.copyTrip(token, tripId, id));
  }
}
