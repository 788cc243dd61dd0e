import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import type { ImageUploadStore } from '../../components/image-upload/image-upload.store';
import type { ProposePlaceStore } from '../stores/propose-place.store';
import { UploadError } from '../../components/image-upload/upload-error';
import { UploadProgress } from '../../components/image-upload/upload-progress';

interface Props {
  readonly store: ProposePlaceStore;
  /** The editor's image upload, of purpose pending-location (locations/pending/pre_sign_url). */
  readonly upload: ImageUploadStore;
}

/**
 * The optional photo of a proposed place: chosen, compressed and uploaded at once with a progress bar,
 * then shown with "Replace" and "Remove". A failed upload says why and keeps the photo for "Try again"; nothing
 * else of the form is touched.
 */
export const ProposePlacePhoto = observer(function ProposePlacePhoto({ store, upload }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();
  const chooseLabel = store.photo ? t('editor.propose.photoReplace') : t('editor.propose.photoChoose');

  return (
    <div className="stack propose-place__photo" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="editor__label">
        {t('editor.propose.photo')}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('editor.propose.photoChoose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.pickAndUpload(file);
        }}
      />
      {upload.picked ? (
        <div className="stack">
          <img
            className="cover-uploader__preview"
            style={{ maxHeight: 240 }}
            src={upload.picked.previewUrl}
            alt={t('editor.propose.photoPreviewAlt')}
          />
          {upload.phase === 'uploading' ? (
            <UploadProgress fraction={upload.progress} label={t('editor.propose.photoUploading')} />
          ) : null}
          {upload.phase === 'failed' ? (
            <div className="row">
              <button type="button" className="button button--ghost" onClick={upload.cancel}>
                {t('editor.propose.photoDrop')}
              </button>
            </div>
          ) : null}
        </div>
      ) : store.photo ? (
        <div className="stack">
          <BlurhashImage image={store.photo} alt={t('editor.propose.photoAlt')} maxHeight={240} />
          <div className="row">
            <button type="button" className="button button--secondary" onClick={choose}>
              {chooseLabel}
            </button>
            <button type="button" className="button button--ghost" onClick={() => store.setPhoto(null)}>
              {t('editor.propose.photoRemove')}
            </button>
          </div>
        </div>
      ) : (
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            onClick={choose}
            disabled={upload.phase === 'picking'}
          >
            {upload.phase === 'picking' ? t('editor.cover.reading') : chooseLabel}
          </button>
        </div>
      )}
      <UploadError upload={upload} />
    </div>
  );
});
