/**
 * A version's editable document (title, summary, language, cover, sections, category ids: the wire's
 * DocumentInput, src/contract/content.contract.ts) is stored as ONE jsonb value, always read and written
 * whole: a new document field then needs no column, no SQL and no server code. `location_ids`
 * stays a column: it is derived from the sections and joined by the reader's `places`.
 */
export const migration0006 = {
  id: 6,
  name: 'version-documents',
  sql: `
    ALTER TABLE content_versions ADD COLUMN document jsonb;
    UPDATE content_versions SET document = jsonb_build_object(
      'title', title, 'summary', summary, 'language', language, 'cover', cover, 'sections', sections, 'category_ids', category_ids);
    ALTER TABLE content_versions ALTER COLUMN document SET NOT NULL;
    ALTER TABLE content_versions ADD CONSTRAINT content_versions_document_language CHECK (document->>'language' IN ('th', 'en'));
    ALTER TABLE content_versions DROP COLUMN title;
    ALTER TABLE content_versions DROP COLUMN summary;
    ALTER TABLE content_versions DROP COLUMN language;
    ALTER TABLE content_versions DROP COLUMN cover;
    ALTER TABLE content_versions DROP COLUMN sections;
    ALTER TABLE content_versions DROP COLUMN category_ids
  `,
} as const;
