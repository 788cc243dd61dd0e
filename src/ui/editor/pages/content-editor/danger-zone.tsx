import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import type { ContentEditorStore } from '../../stores/content-editor.store';

type Asking = 'content' | 'draft' | null;

/** Delete the content, or drop the unpublished draft of a published one; both confirm first, naming the title. */
export const EditorDangerZone = observer(function EditorDangerZone({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const content = store.state?.content;
  if (!content) return null;
  const title = store.document.title.trim() || t('myContents.untitled');
  const canDropDraft =
    content.status === 'published' &&
    content.draftVersion !== null &&
    content.draftVersion !== content.publishedVersion;
  const busy = store.state?.busy ?? null;

  const confirm = async () => {
    const ok = asking === 'draft' ? await store.deleteDraft() : await store.deleteContent();
    if (ok) setAsking(null);
  };

  return (
    <section className="card stack" aria-labelledby="editor-danger">
      <h2 id="editor-danger" className="editor__label">
        {t('editor.danger.heading')}
      </h2>
      {canDropDraft ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking('draft')}>
          {t('editor.danger.dropDraft')}
        </button>
      ) : null}
      <button type="button" className="button button--secondary editor__delete" onClick={() => setAsking('content')}>
        {t('editor.danger.delete')}
      </button>
      {asking ? (
        <ModalDialog
          role="alertdialog"
          onDismiss={() => !busy && setAsking(null)}
          title={t(asking === 'draft' ? 'editor.danger.dropDraftTitle' : 'myContents.deleteTitle', { title })}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                data-autofocus
                disabled={busy !== null}
                onClick={() => setAsking(null)}
              >
                {t('editor.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={busy !== null}
                onClick={() => void confirm()}
              >
                {t(asking === 'draft' ? 'editor.danger.confirmDropDraft' : 'myContents.confirmDelete')}
              </button>
            </>
          }
        >
          <p>
            {t(
              asking === 'draft'
                ? 'editor.danger.dropDraftText'
                : content.status === 'published'
                  ? 'myContents.deleteTextPublished'
                  : 'myContents.deleteText',
            )}
          </p>
          {store.state?.error ? (
            <p className="alert alert--error" role="alert">
              {t(store.state.error.messageKey)}
            </p>
          ) : null}
        </ModalDialog>
      ) : null}
    </section>
  );
});
