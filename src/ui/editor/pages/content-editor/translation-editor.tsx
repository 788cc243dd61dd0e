import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceRef } from '../../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../../domain/content/content-rules';
import { TranslatedField } from '../../components/translated-field';
import { TranslationSection } from '../../components/translation-section';
import type { ContentEditorStore } from '../../stores/content-editor.store';

/**
 * The translation on screen: its title, summary and each section's words, each beside the original's. Structure
 * (cover, photos, places, order) is shared and changed in the original; a section not wholly translated is
 * marked, as readers then see it in the original language (content-language.ts isSectionTranslated).
 */
export const TranslationEditor = observer(function TranslationEditor({
  store,
}: {
  readonly store: ContentEditorStore;
}) {
  const { t } = useTranslation();
  const translation = store.translation;
  const words = translation.translation;
  const doc = store.document;
  const language = t(`editor.translation.language.${translation.language}`);
  const lang = translation.language;
  // Place names in the translation's language, for the location sections and the stops.
  const places = store.tripPlaces;
  const wanted = doc.sections
    .flatMap((s): readonly PlaceRef[] => (s.type === 'location' ? [s] : s.type === 'day' ? s.stops : []))
    .flatMap((ref) => (ref.locationId ? [ref.locationId] : []))
    .join(',');
  useEffect(() => places.want(wanted ? wanted.split(',') : [], lang), [places, wanted, lang]);
  if (!words) return null;
  const { translated, total } = translation.progress;
  return (
    <div className="stack translation-editor">
      <p className="muted">{t('editor.translation.shared')}</p>
      {words.title.trim() === '' ? (
        <p className="alert alert--info">{t('editor.translation.noTitle', { language })}</p>
      ) : null}
      <TranslatedField referenceId="translation-title-ref" original={doc.title} originalLanguage={doc.language}>
        <div className="field">
          <label htmlFor="translation-title">{t('editor.translation.title', { language })}</label>
          <textarea
            id="translation-title"
            className="editor__title"
            lang={lang}
            rows={2}
            value={words.title}
            maxLength={CONTENT_LIMITS.titleMax}
            aria-describedby="translation-title-ref"
            onChange={(e) => translation.setTitle(e.target.value.replace(/\n/g, ' '))}
            onBlur={store.flush}
          />
          <span className="field__hint">
            {words.title.length}/{CONTENT_LIMITS.titleMax}
          </span>
        </div>
      </TranslatedField>
      <TranslatedField
        referenceId="translation-summary-ref"
        original={doc.summary}
        originalLanguage={doc.language}
        empty={doc.summary.trim() === ''}
      >
        <div className="field">
          <label htmlFor="translation-summary">{t('editor.translation.summary', { language })}</label>
          <textarea
            id="translation-summary"
            lang={lang}
            rows={2}
            value={words.summary}
            maxLength={CONTENT_LIMITS.summaryMax}
            aria-describedby="translation-summary-ref"
            onChange={(e) => translation.setSummary(e.target.value)}
            onBlur={store.flush}
          />
        </div>
      </TranslatedField>

      <section className="stack" aria-labelledby="translation-sections">
        <h2 id="translation-sections" className="editor__label">
          {t('editor.section.heading')}
        </h2>
        {total === 0 ? (
          <p className="muted">{t('editor.translation.noSections')}</p>
        ) : (
          <p data-testid="translation-progress">
            {t('editor.translation.progress', { translated, total })}
            {translated < total ? <span className="muted"> {t('editor.translation.fallback')}</span> : null}
          </p>
        )}
        <ol className="editor__sections">
          {doc.sections.map((section, index) => {
            const title = t(`editor.section.type.${section.type}`);
            const position = t('editor.section.position', { index: index + 1, count: doc.sections.length });
            const done = translation.isTranslated(section.sectionId);
            const mark = t(done ? 'editor.translation.translated' : 'editor.translation.untranslated');
            return (
              <li
                key={section.sectionId}
                className={`section-card${done ? '' : ' section-card--untranslated'}`}
                aria-label={`${title} (${position}): ${mark}`}
              >
                <div className="section-card__head">
                  <h3 className="section-card__title">
                    {title} <span className="muted">· {position}</span>
                  </h3>
                  <span className={`translation-mark${done ? '' : ' translation-mark--todo'}`}>{mark}</span>
                </div>
                <TranslationSection section={section} store={store} label={`${title} ${index + 1}`} />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
});
