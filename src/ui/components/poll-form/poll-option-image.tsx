import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../../domain/content/content';
import { useStores } from '../../stores/stores-context';
import { ImageUploadStore } from '../image-upload/image-upload.store';
import { UploadError } from '../image-upload/upload-error';
import { UploadProgress } from '../image-upload/upload-progress';

interface Props {
  /** The option's place in the list, from 1 ("Image for option 2"). */
  readonly number: number;
  /** The option's image id, or null. */
  readonly imageId: string | null;
  /** The image to show as a thumbnail, when its address is known (an id alone shows "An image is attached"). */
  readonly image: ImageRef | null;
  /** A new image once uploaded, or null when removed. */
  readonly onChange: (image: ImageRef | null) => void;
  /** True while an image is read or uploaded (the form waits before saving). */
  readonly onBusyChange?: (busy: boolean) => void;
  readonly disabled?: boolean;
}

const THUMB = {
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: 'var(--radius-small)',
  display: 'block',
} as const;

/**
 * The optional image of a poll option, shared by the editor's poll
 * section form and the moderators' poll form: choose a file, it is compressed and uploaded at once through the
 * content image upload (ImageUploadStore, purpose "section") with a progress bar, then shown as a thumbnail with
 * "Replace" and "Remove". A failed upload says why (translated) with "Try again"; nothing else of the form changes.
 */
export const PollOptionImage = observer(function PollOptionImage({
  number,
  imageId,
  image,
  onChange,
  onBusyChange,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { media } = useStores().services;
  const input = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  const busyChanged = useRef(onBusyChange);
  changed.current = onChange;
  busyChanged.current = onBusyChange;
  const [upload] = useState(() => new ImageUploadStore(media, 'section', (uploaded) => changed.current(uploaded)));
  useEffect(() => {
    const stop = reaction(
      () => upload.busy,
      (busy) => busyChanged.current?.(busy),
    );
    return () => {
      stop();
      upload.dispose();
      busyChanged.current?.(false);
    };
  }, [upload]);

  const choose = () => input.current?.click();
  const title = t('editor.poll.image.title', { number });

  return (
    <div className="stack poll-option-image" role="group" aria-labelledby={`${id}-title`}>
      <p className="row" style={{ margin: 0 }}>
        <span id={`${id}-title`} className="editor__label">
          {title}
        </span>
        <span className="muted"> {t('editor.poll.image.optional')}</span>
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('editor.poll.image.chooseFor', { number })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.pickAndUpload(file);
        }}
      />
      {upload.picked ? (
        <div className="row" style={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <img style={THUMB} src={upload.picked.previewUrl} alt={title} />
          {upload.phase === 'uploading' ? (
            <UploadProgress fraction={upload.progress} label={t('editor.poll.image.uploading', { number })} />
          ) : null}
          {upload.phase === 'failed' ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={upload.cancel}
              aria-label={t('editor.poll.image.dropFor', { number })}
            >
              {t('editor.poll.image.drop')}
            </button>
          ) : null}
        </div>
      ) : imageId ? (
        <div className="row" style={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {image && image.imageId === imageId ? (
            <img style={THUMB} src={image.url} alt={title} />
          ) : (
            <span className="muted">{t('editor.poll.image.attached')}</span>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={choose}
            disabled={disabled}
            aria-label={t('editor.poll.image.replaceFor', { number })}
          >
            {t('editor.poll.image.replace')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('editor.poll.image.removeFor', { number })}
          >
            {t('editor.poll.image.remove')}
          </button>
        </div>
      ) : (
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            onClick={choose}
            disabled={disabled || upload.phase === 'picking'}
            aria-label={upload.phase === 'picking' ? undefined : t('editor.poll.image.chooseFor', { number })}
          >
            {upload.phase === 'picking' ? t('editor.poll.image.reading') : t('editor.poll.image.choose')}
          </button>
        </div>
      )}
      <UploadError upload={upload} />
    </div>
  );
});
