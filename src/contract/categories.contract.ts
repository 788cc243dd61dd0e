import { CategoryId } from './content.contract';
import { Closed, Type, type Static } from './schema';

/**
 * Spec §7 content-platform categories v2 and feed user-interest (shapes ours): categories carry Thai and
 * English names so the SPA shows the one matching the reader's language.
 */
const categoryProperties = { category_id: CategoryId, name_en: Type.String(), name_th: Type.String() };
export const Category = Closed(categoryProperties);
export type CategoryWire = Static<typeof Category>;

/** A category with how many of the signed-in editor's contents list it. */
export const CategoryUsage = Closed({ ...categoryProperties, content_count: Type.Integer({ minimum: 0 }) });
export type CategoryUsageWire = Static<typeof CategoryUsage>;

export const Interests = Closed({ category_ids: Type.Array(CategoryId) });
export type InterestsWire = Static<typeof Interests>;
export const InterestsBody = Closed({ category_ids: Type.Array(CategoryId, { maxItems: 50 }) });
export type InterestsBodyWire = Static<typeof InterestsBody>;
