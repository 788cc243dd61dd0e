import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '../../../domain/content/content';

interface Props {
  /** The id of the reference, for the field's aria-describedby. */
  readonly referenceId: string;
  readonly original: ReactNode;
  readonly originalLanguage: ContentLanguage;
  /** The original has no words here: nothing to translate (readers see it as it is), so no field either. */
  readonly empty?: boolean;
  readonly children: ReactNode;
}

/**
 * One part of a translation: the original's words as a reference (beside the field on wide screens, above it on
 * phones), in their own language for screen readers and fonts, then the field the translation is typed in.
 */
export function TranslatedField({ referenceId, original, originalLanguage, empty = false, children }: Props) {
  const { t } = useTranslation();
  const language = t(`editor.translation.language.${originalLanguage}`);
  return (
    <div className="translation-pair">
      <div className="translation-ref">
        <span className="translation-ref__label">{t('editor.translation.original', { language })}</span>
        <div id={referenceId} className="translation-ref__text" lang={empty ? undefined : originalLanguage}>
          {empty ? <span className="muted">{t('editor.translation.emptyOriginal')}</span> : original}
        </div>
      </div>
      {empty ? null : <div className="translation-pair__field">{children}</div>}
    </div>
  );
}
