import type { CategoryRow, CategoryUsageRow } from './categories.ports';

export const toWireCategory = (row: CategoryRow) => ({ category_id: row.category_id, name_en: row.name_en, name_th: row.name_th });

export const toWireCategoryUsage = (row: CategoryUsageRow) => ({ ...toWireCategory(row), content_count: row.content_count });
