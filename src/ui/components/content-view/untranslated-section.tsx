import type { ReactNode } from 'react';
import type { ContentLanguage, ShownLanguages } from '../../../domain/content/content';
import { ownEntry } from '../../../domain/content/content-language';
import type { ViewTranslate } from './view-translate';

/**
 * The language a section of a bilingual content is really in, when it is not the language shown: a section left
 * untranslated shows in the primary language (content-language.ts renderInLanguage). Null: nothing to mark.
 */
export function untranslatedLanguage(
  languages: ShownLanguages | undefined,
  shown: ContentLanguage,
  sectionId: string,
): ContentLanguage | null {
  const language = ownEntry(languages?.sections, sectionId);
  return language !== undefined && language !== shown ? language : null;
}

/**
 * A section shown in another language than the page's version: marked in words ("Not translated: shown in
 * Thai", in the reader's interface language) and its text tagged with the language it is in, so a screen reader
 * reads it with the right voice.
 */
export function UntranslatedSection({
  language,
  t,
  children,
}: {
  readonly language: ContentLanguage;
  readonly t: ViewTranslate;
  readonly children: ReactNode;
}) {
  return (
    <div className="cv-untranslated" data-untranslated={language}>
      <p className="cv-section cv-untranslated__mark">
        {t('contentTranslation.untranslated', { language: t(`contentTranslation.language.${language}`) })}
      </p>
      <div lang={language}>{children}</div>
    </div>
  );
}
