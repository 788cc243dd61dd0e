import type { CategoryUsageWire, CategoryWire } from '../../src/contract/categories.contract';
import type { CategoryRow, CategoryUsageRow } from './categories.ports';

export const toWireCategory = (row: CategoryRow): CategoryWire => ({
  category_id: row.category_id,
  name_en: row.name_en,
  name_th: row.name_th,
});

export const toWireCategoryUsage = (row: CategoryUsageRow): CategoryUsageWire => ({
  ...toWireCategory(row),
  content_count: row.content_count,
});
