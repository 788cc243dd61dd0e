import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaySection, PlaceRef, Section, SectionTranslation } from '../../../domain/content/content';
import { ownEntry } from '../../../domain/content/content-language';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { richTextNodes } from '../../components/content-view/rich-text';
import type { ContentEditorStore } from '../stores/content-editor.store';
import { RichTextEditor } from './rich-text-editor';
import { TranslatedField } from './translated-field';

interface Props {
  readonly section: Section;
  readonly store: ContentEditorStore;
  /** "Text 2": the section's name in the list, for the fields' labels. */
  readonly label: string;
}

const blank = (text: string) => text.trim().length === 0;

/** One section's words in the translation beside the original's; structure (photo, place, stops) is not edited here. */
export const TranslationSection = observer(function TranslationSection({ section, store, label }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const translation = store.translation;
  const language = translation.language;
  const original = store.document.language;
  const words: SectionTranslation | undefined = ownEntry(translation.translation?.sections, section.sectionId);
  const inLanguage = (name: string) =>
    t('editor.translation.inLanguage', { name, language: t(`editor.translation.language.${language}`) });
  const onBlur = store.flush;
  switch (section.type) {
    case 'text':
      return (
        <TranslatedField
          referenceId={`${id}-ref`}
          original={richTextNodes(section.html)}
          originalLanguage={original}
          empty={blank(section.html)}
        >
          <RichTextEditor
            label={inLanguage(label)}
            lang={language}
            html={words?.html ?? ''}
            onChange={(html) => translation.setWords(section.sectionId, { html })}
            onBlur={onBlur}
          />
        </TranslatedField>
      );
    case 'image':
      return (
        <div className="stack">
          <BlurhashImage image={section.image} alt={section.caption} maxHeight={160} />
          <TranslatedField
            referenceId={`${id}-ref`}
            original={section.caption}
            originalLanguage={original}
            empty={blank(section.caption)}
          >
            <div className="field">
              <label htmlFor={`${id}-caption`}>{inLanguage(t('editor.section.caption'))}</label>
              <input
                id={`${id}-caption`}
                lang={language}
                value={words?.caption ?? ''}
                maxLength={CONTENT_LIMITS.captionMax}
                aria-describedby={`${id}-ref`}
                onChange={(e) => translation.setWords(section.sectionId, { caption: e.target.value })}
                onBlur={onBlur}
              />
            </div>
          </TranslatedField>
        </div>
      );
    case 'location':
      return (
        <div className="stack">
          <PlaceName place={section} store={store} />
          <TranslatedField
            referenceId={`${id}-ref`}
            original={section.note}
            originalLanguage={original}
            empty={blank(section.note)}
          >
            <div className="field">
              <label htmlFor={`${id}-note`}>{inLanguage(t('editor.section.note'))}</label>
              <textarea
                id={`${id}-note`}
                lang={language}
                rows={3}
                value={words?.note ?? ''}
                maxLength={CONTENT_LIMITS.noteMax}
                aria-describedby={`${id}-ref`}
                onChange={(e) => translation.setWords(section.sectionId, { note: e.target.value })}
                onBlur={onBlur}
              />
            </div>
          </TranslatedField>
        </div>
      );
    case 'day':
      return <DayWords section={section} store={store} words={words} inLanguage={inLanguage} />;
    case 'poll':
      return <p className="muted">{t('editor.translation.pollShared')}</p>;
  }
});

/** The place's name in the translation's language when the place has one (places are named in th and en). */
const PlaceName = observer(function PlaceName({
  place,
  store,
}: {
  readonly place: PlaceRef;
  readonly store: ContentEditorStore;
}) {
  const { t } = useTranslation();
  const known = store.tripPlaces.placeOf(place.locationId, store.translation.language);
  const name = known?.name ?? place.pendingLocation?.name ?? null;
  return <p className="translation-place">📍 {name ?? t('editor.place.none')}</p>;
});

const DayWords = observer(function DayWords({
  section,
  store,
  words,
  inLanguage,
}: {
  readonly section: DaySection;
  readonly store: ContentEditorStore;
  readonly words: SectionTranslation | undefined;
  readonly inLanguage: (name: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const translation = store.translation;
  const language = translation.language;
  const original = store.document.language;
  return (
    <div className="stack">
      <TranslatedField
        referenceId={`${id}-ref`}
        original={section.title}
        originalLanguage={original}
        empty={blank(section.title)}
      >
        <div className="field">
          <label htmlFor={`${id}-title`}>{inLanguage(t('editor.day.title'))}</label>
          <input
            id={`${id}-title`}
            lang={language}
            value={words?.title ?? ''}
            maxLength={CONTENT_LIMITS.dayTitleMax}
            aria-describedby={`${id}-ref`}
            onChange={(e) => translation.setWords(section.sectionId, { title: e.target.value })}
            onBlur={store.flush}
          />
        </div>
      </TranslatedField>
      <ol className="day-stops">
        {section.stops.map((stop, index) => {
          const name = t('editor.day.stopName', { index: index + 1 });
          return (
            <li key={stop.stopId} className="day-stop stack" aria-label={name}>
              <h4 className="section-card__title">{name}</h4>
              <PlaceName place={stop} store={store} />
              <TranslatedField
                referenceId={`${id}-${stop.stopId}-ref`}
                original={stop.note}
                originalLanguage={original}
                empty={blank(stop.note)}
              >
                <div className="field">
                  <label htmlFor={`${id}-${stop.stopId}-note`}>
                    {inLanguage(`${name}: ${t('editor.day.stopNote')}`)}
                  </label>
                  <textarea
                    id={`${id}-${stop.stopId}-note`}
                    lang={language}
                    rows={2}
                    value={ownEntry(words?.stops, stop.stopId)?.note ?? ''}
                    maxLength={CONTENT_LIMITS.noteMax}
                    aria-describedby={`${id}-${stop.stopId}-ref`}
                    onChange={(e) => translation.setStopNote(section.sectionId, stop.stopId, e.target.value)}
                    onBlur={store.flush}
                  />
                </div>
              </TranslatedField>
            </li>
          );
        })}
      </ol>
    </div>
  );
});
