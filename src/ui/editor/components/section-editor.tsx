import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DaySection,
  ImageSection,
  LocationSection,
  PollSection,
  Section,
  TextSection,
} from '../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import type { ContentEditorStore } from '../stores/content-editor.store';
import { useEditorServices } from '../stores/editor-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { DayEditor } from './day-editor';
import { MediaLibraryDialog } from '../../components/image-upload/media-library-dialog';
import { PlacePicker } from './place-picker';
import { PollSectionBody } from './poll-section-body';
import { RichTextEditor } from './rich-text-editor';

interface Props<S extends Section> {
  readonly section: S;
  readonly store: ContentEditorStore;
  readonly label: string;
}

const TextBody = observer(function TextBody({ section, store, label }: Props<TextSection>) {
  return (
    <RichTextEditor
      label={label}
      html={section.html}
      onChange={(html) => store.updateSection(section.sectionId, 'text', { html })}
      onBlur={store.flush}
    />
  );
});

const ImageBody = observer(function ImageBody({ section, store, label }: Props<ImageSection>) {
  const { t } = useTranslation();
  const id = useId();
  const { media } = useEditorServices();
  const [browsing, setBrowsing] = useState(false);
  return (
    <div className="stack">
      <BlurhashImage image={section.image} alt={section.caption} maxHeight={480} />
      <div className="row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setBrowsing(true)}
          aria-label={t('mediaLibrary.replaceSection', { label })}
        >
          {t('mediaLibrary.replace')}
        </button>
      </div>
      {browsing ? (
        <MediaLibraryDialog
          media={media}
          title={t('mediaLibrary.replaceTitle')}
          onClose={() => setBrowsing(false)}
          onChoose={(image) => {
            store.updateSection(section.sectionId, 'image', { image });
            store.flush();
          }}
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-caption`}>{t('editor.section.caption')}</label>
        <input
          id={`${id}-caption`}
          value={section.caption}
          maxLength={CONTENT_LIMITS.captionMax}
          onChange={(e) => store.updateSection(section.sectionId, 'image', { caption: e.target.value })}
          onBlur={store.flush}
        />
      </div>
    </div>
  );
});

const LocationBody = observer(function LocationBody({ section, store }: Props<LocationSection>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stack">
      <PlacePicker
        value={section}
        lookup={store.places}
        lang={store.document.language}
        onChange={(ref) => store.updateSection(section.sectionId, 'location', ref)}
      />
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('editor.section.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={section.note}
          maxLength={CONTENT_LIMITS.noteMax}
          onChange={(e) => store.updateSection(section.sectionId, 'location', { note: e.target.value })}
          onBlur={store.flush}
        />
      </div>
    </div>
  );
});

/** The body of one section card, by type. */
export const SectionEditor = observer(function SectionEditor({ section, store, label }: Props<Section>) {
  switch (section.type) {
    case 'text':
      return <TextBody section={section} store={store} label={label} />;
    case 'image':
      return <ImageBody section={section} store={store} label={label} />;
    case 'location':
      return <LocationBody section={section} store={store} label={label} />;
    case 'day':
      return <DayEditor section={section as DaySection} store={store} />;
    case 'poll':
      return <PollSectionBody section={section as PollSection} />;
  }
});
