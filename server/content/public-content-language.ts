import type { ContentTranslationsWire, PublicContentWire } from '../../src/contract/content.contract';
import { documentFromWire, sectionToWire, shownLanguagesToWire } from '../../src/contract/content.mapping';
import type { ContentLanguage } from '../../src/domain/content/content';
import { renderInLanguage } from '../../src/domain/content/content-language';

/** The public content as assembled from its stored version: a bilingual one still carries its translations. */
type Assembled = PublicContentWire & { readonly translations?: ContentTranslationsWire };

/**
 * The reader's content in the language asked for (`hl`; null: the primary language), by the domain's fallback
 * rule (content-language.ts renderInLanguage). A content without translations is handed out as it is: the very
 * object, so its bytes and ETag are those of a single-language content before translations existed. A bilingual
 * one is rendered once per kept answer and language (a WeakMap on the cache's answer), so the JSON read's bytes
 * are still made once (http/ready-answers.ts keys them by the object).
 */
export class PublicContentLanguages {
  private readonly renderings = new WeakMap<object, Map<ContentLanguage | 'primary', PublicContentWire>>();

  in(content: PublicContentWire, requested: ContentLanguage | null): PublicContentWire {
    const assembled = content as Assembled;
    if (assembled.translations === undefined) return content;
    let byLanguage = this.renderings.get(content);
    if (!byLanguage) this.renderings.set(content, (byLanguage = new Map()));
    const key = requested ?? 'primary';
    let rendered = byLanguage.get(key);
    if (!rendered) byLanguage.set(key, (rendered = render(assembled, requested)));
    return rendered;
  }
}

function render(assembled: Assembled, requested: ContentLanguage | null): PublicContentWire {
  const { translations: _translations, ...single } = assembled;
  const { document, languages } = renderInLanguage(documentFromWire(assembled), requested);
  // Translations nobody can read yet (none with a title): the content reads as a single-language one.
  if (languages.available.length === 1) return single;
  return {
    ...single,
    title: document.title,
    summary: document.summary,
    language: document.language,
    sections: document.sections.map(sectionToWire),
    // Named in the language shown, as the stored read names them in the content's language (content.repository.ts).
    places: assembled.places.map((place) => ({
      ...place,
      name: (document.language === 'th' ? place.name_th : place.name_en) ?? place.name,
    })),
    languages: shownLanguagesToWire(languages),
  };
}
