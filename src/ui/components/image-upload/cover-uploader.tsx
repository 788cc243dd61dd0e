import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../../domain/content/content';
import { useStores } from '../../stores/stores-context';
import type { ImageUploadStore } from './image-upload.store';
import { BlurhashImage } from '../blurhash-image/blurhash-image';
import { MediaLibraryDialog } from './media-library-dialog';
import { UploadError } from './upload-error';
import { UploadProgress } from './upload-progress';
import './image-upload.css';

interface Props {
  readonly cover: ImageRef | null;
  readonly upload: ImageUploadStore;
  readonly onRemove: () => void;
}

/**
 * The cover in one step: choosing a photo reads it, compresses and uploads it with a progress bar, and sets
 * it as the cover, or one already uploaded is chosen from the media library (no upload at all).
 * A photo that came in sideways is turned afterwards ("Rotate" uploads the turned one in its place).
 */
export const CoverUploader = observer(function CoverUploader({ cover, upload, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();
  const { media } = useStores().services;
  const [browsing, setBrowsing] = useState(false);
  const fromLibrary = (
    <button type="button" className="button button--ghost" onClick={() => setBrowsing(true)} disabled={upload.busy}>
      {t('mediaLibrary.open')}
    </button>
  );
  const rotate = (
    <button type="button" className="button button--secondary" onClick={() => void upload.rotate()}>
      <span aria-hidden="true">↻</span> {t('editor.cover.rotate')}
    </button>
  );
  const reading = upload.phase === 'picking';

  return (
    <section className="stack cover-uploader" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor__label">
        {t('editor.cover.title')}
      </h2>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('editor.cover.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.pickAndUpload(file);
        }}
      />
      {upload.picked ? (
        <div className="stack">
          <img className="cover-uploader__preview" src={upload.picked.previewUrl} alt={t('editor.cover.previewAlt')} />
          {upload.phase === 'failed' ? (
            <div className="row">
              {rotate}
              <button type="button" className="button button--ghost" onClick={upload.cancel}>
                {t('editor.cancel')}
              </button>
            </div>
          ) : (
            <div className="row cover-uploader__progress">
              <UploadProgress fraction={upload.progress} label={t('editor.cover.uploading')} />
              <button type="button" className="button button--ghost" onClick={upload.cancel}>
                {t('editor.cancel')}
              </button>
            </div>
          )}
        </div>
      ) : cover ? (
        <div className="stack">
          <BlurhashImage image={cover} alt={t('editor.cover.currentAlt')} maxHeight={420} />
          <div className="row">
            {upload.canTurn(cover) ? rotate : null}
            <button type="button" className="button button--secondary" onClick={choose} disabled={upload.busy}>
              {reading ? t('editor.cover.reading') : t('editor.cover.replace')}
            </button>
            {fromLibrary}
            <button type="button" className="button button--ghost" onClick={onRemove} disabled={upload.busy}>
              {t('editor.cover.remove')}
            </button>
          </div>
        </div>
      ) : (
        <div className="cover-uploader__drop">
          <p>{t('editor.cover.empty')}</p>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={choose} disabled={reading}>
              {reading ? t('editor.cover.reading') : t('editor.cover.choose')}
            </button>
            {fromLibrary}
          </div>
        </div>
      )}
      <UploadError upload={upload} />
      {browsing ? (
        <MediaLibraryDialog
          media={media}
          title={t('mediaLibrary.coverTitle')}
          onChoose={upload.chooseExisting}
          onClose={() => setBrowsing(false)}
        />
      ) : null}
    </section>
  );
});
