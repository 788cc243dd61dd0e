import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaService } from '../../../application/content/media.service';
import type { LibraryImage } from '../../../application/ports/media-upload.port';
import type { ImageRef } from '../../../domain/content/content';
import { formatDate } from '../../../domain/time/date-formats';
import { MediaLibraryStore } from './media-library.store';
import { BlurhashImage } from '../blurhash-image/blurhash-image';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import './media-library.css';

interface Props {
  readonly media: Pick<MediaService, 'library'>;
  /** What the chosen photo becomes, e.g. "Choose a cover from your photos". */
  readonly title: string;
  readonly onChoose: (image: ImageRef) => void;
  readonly onClose: () => void;
}

/** Only the stored reference: the library's own fields (purpose, date) are not part of a content. */
const refOf = ({ imageId, url, blurhash, width, height }: LibraryImage): ImageRef => ({
  imageId,
  url,
  blurhash,
  width,
  height,
});

/**
 * "Choose from library" ("the editor's image collection (a media library reused across
 * contents)"): the photos this person already uploaded, as a grid of thumbnails with their blurhash
 * while they load, paged with "Load more". Choosing one hands its ImageRef back as it is: no re-upload.
 * ModalDialog moves focus in, keeps Tab inside, closes on Escape and returns focus to the opener.
 */
export const MediaLibraryDialog = observer(function MediaLibraryDialog({ media, title, onChoose, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [store] = useState(() => new MediaLibraryStore(media));
  useEffect(() => store.start(), [store]);
  const choose = (image: LibraryImage) => {
    onChoose(refOf(image));
    onClose();
  };

  return (
    <ModalDialog
      title={title}
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('mediaLibrary.close')}
        </button>
      }
    >
      {store.phase === 'loading' ? (
        <p className="muted" role="status">
          {t('mediaLibrary.loading')}
        </p>
      ) : null}
      {store.phase === 'failed' ? (
        <div className="alert alert--error stack" role="alert">
          <span>
            {t('mediaLibrary.failed')} {store.errorKey ? t(store.errorKey) : null}
          </span>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={() => void store.reload()}>
              {t('mediaLibrary.retry')}
            </button>
          </div>
        </div>
      ) : null}
      {store.empty ? (
        <p className="muted" role="status">
          {t('mediaLibrary.empty')}
        </p>
      ) : null}
      {store.items.length > 0 ? (
        <ul className="media-library__grid" aria-label={t('mediaLibrary.listLabel', { count: store.total })}>
          {store.items.map((image, index) => (
            <li key={image.imageId}>
              <button
                type="button"
                className="media-library__item"
                onClick={() => choose(image)}
                aria-label={t('mediaLibrary.item', {
                  index: index + 1,
                  total: store.total,
                  date: formatDate(image.createdAt, 'DATE', i18n.language),
                })}
              >
                <BlurhashImage image={image} alt="" className="media-library__thumb" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {store.phase === 'ready' && store.items.length > 0 ? (
        <p className="muted" role="status">
          {t('mediaLibrary.shown', { shown: store.items.length, total: store.total })}
        </p>
      ) : null}
      {store.errorKey && store.phase === 'ready' ? (
        <p className="field__error" role="alert">
          {t('mediaLibrary.moreFailed')} {t(store.errorKey)}
        </p>
      ) : null}
      {store.hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void store.loadMore()}
          disabled={store.loadingMore}
        >
          {store.loadingMore ? t('mediaLibrary.loadingMore') : t('mediaLibrary.loadMore')}
        </button>
      ) : null}
    </ModalDialog>
  );
});
