import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContentEditorStore } from '../../stores/content-editor.store';

/**
 * A save the server refused (spec §8 4220607000 / 4000607032): our own words, the section at fault when the
 * server named one, then the server's message as sent (it is technical English, so it is marked as such).
 */
export const SaveRefusedAlert = observer(function SaveRefusedAlert({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const refusal = store.saveRefusal;
  if (store.indicator !== 'error') return null;
  return (
    <div className="alert alert--error stack" role="alert" data-testid="save-refused">
      <span>{t('editor.saveRefused')}</span>
      {refusal?.messageKey ? <span>{t(refusal.messageKey)}</span> : null}
      {refusal?.section ? (
        <span>
          {t('editor.saveRefusedSection', {
            position: refusal.section.index + 1,
            type: t(`editor.section.type.${refusal.section.type}`),
          })}
        </span>
      ) : null}
      {refusal?.message ? (
        <span>
          {t('editor.saveRefusedDetail')} <code lang="en">{refusal.message}</code>
        </span>
      ) : null}
    </div>
  );
});
