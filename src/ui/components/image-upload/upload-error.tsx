import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ImageUploadStore } from './image-upload.store';

/** Why an image (cover or section) did not upload, with a retry once the upload itself failed. */
export const UploadError = observer(function UploadError({ upload }: { readonly upload: ImageUploadStore }) {
  const { t } = useTranslation();
  if (!upload.errorKey) return null;
  return (
    <p className="field__error" role="alert">
      {t(upload.errorKey)}{' '}
      {upload.phase === 'failed' ? (
        <button type="button" className="button button--ghost" onClick={() => void upload.upload()}>
          {t('app.retry')}
        </button>
      ) : null}
    </p>
  );
});
