import type { InterestsWire } from '../../src/contract/categories.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { UserUseCases } from '../users/users.use-cases';
import { toWireCategory, toWireCategoryUsage } from './categories.mapper';
import type { CategoryStore } from './categories.ports';

/** A failed read is spec §8 5000102999 ("list interest categories"), not a generic internal error. */
async function fetching<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw failure(ErrorCode.fetchFailed, 'Listing categories failed', undefined, error);
  }
}

/** Spec §7 categories v2 (public and editor reads) and the feed's user interests (read and replace). */
export function createCategoryUseCases(
  deps: Pick<Kernel, 'db' | 'clock'>,
  store: CategoryStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  return {
    listCategories: () => fetching(async () => (await store.listCategories(deps.db)).map(toWireCategory)),

    async categoryUsage(identity: VerifiedIdentity) {
      const user = await users.requireUser(deps.db, identity);
      return fetching(async () => (await store.categoryUsageOf(deps.db, user.user_id)).map(toWireCategoryUsage));
    },

    async interestsOf(identity: VerifiedIdentity): Promise<InterestsWire> {
      const user = await users.requireUser(deps.db, identity);
      return { category_ids: await store.interestsOf(deps.db, user.user_id) };
    },

    /** The whole set is replaced; duplicates are ignored; an unknown category id is 422 4220101000. */
    async replaceInterests(identity: VerifiedIdentity, categoryIds: readonly string[]): Promise<InterestsWire> {
      const ids = [...new Set(categoryIds)];
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        const unknown = await store.unknownCategoryIds(tx, ids);
        if (unknown.length > 0) throw failure(ErrorCode.validationUser, `Unknown category_ids: ${unknown.join(', ')}`);
        await store.replaceInterests(tx, user.user_id, ids, nowDate(deps));
        return { category_ids: await store.interestsOf(tx, user.user_id) };
      });
    },
  };
}

export type CategoryUseCases = ReturnType<typeof createCategoryUseCases>;
