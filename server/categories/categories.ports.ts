import type { Queryable } from '../kernel/database.port';

export interface CategoryRow {
  readonly category_id: string;
  readonly name_en: string;
  readonly name_th: string;
}

export type CategoryUsageRow = CategoryRow & { readonly content_count: number };

/** Categories and each user's interests (migration 0004): categories/interest.repository.ts. */
export interface CategoryStore {
  listCategories(q: Queryable): Promise<CategoryRow[]>;
  /** Every category with how many of the user's live contents use it (a content counts once). */
  categoryUsageOf(q: Queryable, userId: string): Promise<CategoryUsageRow[]>;
  unknownCategoryIds(q: Queryable, ids: readonly string[]): Promise<string[]>;
  interestsOf(q: Queryable, userId: string): Promise<string[]>;
  /** Replaces the whole set (PUT semantics). */
  replaceInterests(q: Queryable, userId: string, ids: readonly string[], now: Date): Promise<void>;
}
