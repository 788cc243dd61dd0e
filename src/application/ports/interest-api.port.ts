/** An interest category (spec §7 content-platform categories v2; fields ours) with its name per language. */
export interface InterestCategory {
  readonly id: string;
  readonly names: { readonly en: string; readonly th: string };
}

/**
 * Spec §7: content-platform categories v2 (public list) and the feed service's user-interest read and
 * update (private). Interests are category ids; an update replaces the whole set and returns it.
 */
export interface InterestApi {
  listCategories(): Promise<readonly InterestCategory[]>;
  getUserInterests(): Promise<readonly string[]>;
  updateUserInterests(categoryIds: readonly string[]): Promise<readonly string[]>;
}
