import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentEditorStore } from '../../stores/content-editor.store';
import { useEditorServices } from '../../stores/editor-services';
import { PollFormStore } from '../../../components/poll-form/poll-form.store';
import { MediaLibraryDialog } from '../../../components/image-upload/media-library-dialog';
import { NO_PLACE, PlacePicker } from '../../components/place-picker';
import { PollForm } from '../../components/poll-form';
import { SectionCard } from '../../components/section-card';
import { SectionEditor } from '../../components/section-editor';
import { UploadError } from '../../../components/image-upload/upload-error';
import { UploadProgress } from '../../../components/image-upload/upload-progress';

/** The ordered sections with their tools, then the "add" bar. */
export const SectionsList = observer(function SectionsList({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const sections = store.document.sections;
  const translation = store.translation;
  const language = t(`editor.translation.language.${translation.language}`);
  // With a translation, each section says whether readers of the other language get it in their language.
  const markOf = (sectionId: string) => {
    if (!translation.translation) return undefined;
    const done = translation.isTranslated(sectionId);
    return (
      <span className={`translation-mark${done ? '' : ' translation-mark--todo'}`}>
        {t(done ? 'editor.translation.markTranslated' : 'editor.translation.markUntranslated', { language })}
      </span>
    );
  };
  return (
    <section className="stack" aria-labelledby="editor-sections">
      <h2 id="editor-sections" className="editor__label">
        {t('editor.section.heading')}
      </h2>
      {sections.length === 0 ? <p className="muted">{t('editor.section.empty')}</p> : null}
      <ol className="editor__sections">
        {sections.map((section, index) => {
          const title = t(`editor.section.type.${section.type}`);
          return (
            <SectionCard
              key={section.sectionId}
              index={index}
              count={sections.length}
              title={title}
              onMoveUp={() => store.moveSection(section.sectionId, -1)}
              onMoveDown={() => store.moveSection(section.sectionId, 1)}
              onRemove={() => store.removeSection(section.sectionId)}
              onDropAt={(from) => store.moveSectionTo(sections[from]?.sectionId ?? '', index)}
              mark={markOf(section.sectionId)}
            >
              <SectionEditor section={section} store={store} label={`${title} ${index + 1}`} />
            </SectionCard>
          );
        })}
      </ol>
      {store.lastRemoved ? (
        <div className="alert alert--info row" role="status">
          <span>
            {t('editor.section.removed', { title: t(`editor.section.type.${store.lastRemoved.section.type}`) })}
          </span>
          <button type="button" className="button button--secondary" onClick={store.undoRemove}>
            {t('editor.section.undo')}
          </button>
        </div>
      ) : null}
      <AddSectionBar store={store} />
    </section>
  );
});

const AddSectionBar = observer(function AddSectionBar({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const [placing, setPlacing] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const [pollForm, setPollForm] = useState<PollFormStore | null>(null);
  const { media, wallet } = useEditorServices();
  const upload = store.sectionImage;
  return (
    <div className="stack editor__add">
      <h3 className="editor__label">{t('editor.section.add')}</h3>
      <div className="add-section">
        <button
          type="button"
          className="button button--secondary"
          disabled={!store.canAdd('text')}
          onClick={store.addText}
        >
          + {t('editor.section.type.text')}
        </button>
        <label className={`button button--secondary${!store.canAdd('image') || upload.busy ? ' is-disabled' : ''}`}>
          + {t('editor.section.type.image')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={!store.canAdd('image') || upload.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.pickAndUpload(file);
            }}
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={!store.canAdd('image') || upload.busy}
          onClick={() => setBrowsing(true)}
        >
          + {t('mediaLibrary.addPhoto')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!store.canAdd('location')}
          onClick={() => setPlacing(true)}
        >
          + {t('editor.section.type.location')}
        </button>
        {store.kind === 'trip' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={!store.canAdd('day')}
            onClick={store.addDay}
          >
            + {t('editor.section.type.day')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={!store.canAdd('poll') || pollForm !== null}
          onClick={() => setPollForm(new PollFormStore(wallet))}
        >
          + {t('editor.poll.add')}
        </button>
      </div>
      {upload.phase === 'picking' || upload.phase === 'uploading' ? (
        <UploadProgress fraction={upload.progress} label={t('editor.section.imageUploading')} />
      ) : null}
      <UploadError upload={upload} />
      {browsing ? (
        <MediaLibraryDialog
          media={media}
          title={t('mediaLibrary.sectionTitle')}
          onChoose={upload.chooseExisting}
          onClose={() => setBrowsing(false)}
        />
      ) : null}
      {pollForm ? (
        <div className="card stack">
          <h3 className="section-card__title">{t('editor.poll.newTitle')}</h3>
          <PollForm
            form={pollForm}
            onCancel={() => setPollForm(null)}
            onSaved={(poll) => {
              store.addPoll(poll.pollId);
              store.flush();
              setPollForm(null);
            }}
          />
        </div>
      ) : null}
      {placing ? (
        <div className="card stack">
          <h3 className="section-card__title">{t('editor.section.newLocation')}</h3>
          <PlacePicker
            value={NO_PLACE}
            lookup={store.places}
            lang={store.document.language}
            initialMode="search"
            onChange={(ref) => {
              store.addLocation(ref);
              setPlacing(false);
            }}
            onCancel={() => setPlacing(false)}
          />
        </div>
      ) : null}
    </div>
  );
});
