/**
 * Rich text of a text section, reduced to the domain allow-list (src/domain/content/rich-text.ts) on every
 * save: adapters/rich-text-sanitizer.ts.
 */
export interface RichTextSanitizer {
  sanitize(html: string): string;
}
