import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import type { ContentEditorStore } from '../../stores/content-editor.store';
import '../../components/translation.css';

/**
 * The content's two languages: "Add an English translation" while it has one language; then a switch between
 * the original and the translation (one form on screen at a time, on a phone as on a wide screen), how many
 * sections are translated, and removing the translation after a confirmation.
 */
export const TranslationBar = observer(function TranslationBar({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const translation = store.translation;
  const name = (language: string) => t(`editor.translation.language.${language}`);
  const original = name(store.document.language);
  const other = name(translation.language);

  if (!translation.translation) {
    return (
      <div className="translation-bar">
        <button type="button" className="button button--secondary" onClick={translation.add}>
          + {t(`editor.translation.add.${translation.language}`)}
        </button>
        <span className="field__hint">{t('editor.translation.addHint')}</span>
      </div>
    );
  }

  const { translated, total } = translation.progress;
  return (
    <div className="translation-bar">
      <div className="translation-switch" role="group" aria-label={t('editor.translation.switch')}>
        <button
          type="button"
          className="translation-switch__option"
          aria-pressed={!translation.writing}
          onClick={() => translation.show(false)}
        >
          {t('editor.translation.showOriginal', { language: original })}
        </button>
        <button
          type="button"
          className="translation-switch__option"
          aria-pressed={translation.writing}
          onClick={() => translation.show(true)}
        >
          {t('editor.translation.showTranslation', { language: other })}
        </button>
      </div>
      <span className="field__hint translation-bar__progress">
        {t('editor.translation.progress', { translated, total })}
      </span>
      <button type="button" className="button button--ghost translation-bar__remove" onClick={() => setAsking(true)}>
        {t('editor.translation.remove', { language: other })}
      </button>
      {asking ? (
        <ModalDialog
          role="alertdialog"
          onDismiss={() => setAsking(false)}
          title={t('editor.translation.removeTitle', { language: other })}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                data-autofocus
                onClick={() => setAsking(false)}
              >
                {t('editor.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  translation.remove();
                  setAsking(false);
                }}
              >
                {t('editor.translation.confirmRemove')}
              </button>
            </>
          }
        >
          <p>{t('editor.translation.removeText', { language: other })}</p>
        </ModalDialog>
      ) : null}
    </div>
  );
});
