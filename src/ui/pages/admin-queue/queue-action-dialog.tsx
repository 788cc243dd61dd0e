import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import type { AdminQueueStore } from './admin-queue.store';

/**
 * The confirmation of one queue action, with its reason or note: optional for hiding, refusing a place
 * needs one; disabling an account says what it does to that person. A failure stays in the dialog with
 * the text as typed.
 */
export const QueueActionDialog = observer(function QueueActionDialog({ store }: { readonly store: AdminQueueStore }) {
  const { t } = useTranslation();
  const id = useId();
  const action = store.action;
  if (!action) return null;
  const { type } = action;
  const target = action.item.targetType === 'comment' ? 'comment' : 'content';
  const title =
    type === 'hide' || type === 'unhide'
      ? t(`admin.queue.dialog.${type}.${target}`)
      : t(`admin.queue.dialog.${type}.title`);
  const explain = t(`admin.queue.dialog.${type}.explain`);
  const textLabel =
    type === 'done' || type === 'reopen'
      ? 'note'
      : type === 'refuse'
        ? 'reasonRequired'
        : type === 'hide' || type === 'unhide'
          ? 'reason'
          : null;
  const invalid = store.actionErrorKey === 'admin.queue.dialog.reasonMissing';

  return (
    <ModalDialog
      title={title}
      onDismiss={store.close}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={store.close} disabled={store.busy}>
            {t('admin.cancel')}
          </button>
          <button
            type="button"
            className={`button${type === 'disable' || type === 'hide' || type === 'refuse' ? ' button--danger' : ''}`}
            onClick={() => void store.confirm()}
            disabled={store.busy}
          >
            {store.busy ? t('admin.working') : t(`admin.queue.dialog.${type}.confirm`)}
          </button>
        </>
      }
    >
      <p>{explain}</p>
      {textLabel ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>{t(`admin.queue.dialog.${textLabel}`)}</label>
          <textarea
            id={`${id}-text`}
            rows={3}
            maxLength={textLabel === 'note' ? 1000 : 500}
            value={store.text}
            aria-invalid={invalid || undefined}
            aria-describedby={store.actionErrorKey ? `${id}-error` : undefined}
            onChange={(event) => store.setText(event.target.value)}
          />
        </div>
      ) : null}
      {store.actionErrorKey ? (
        <p id={`${id}-error`} className="alert alert--error" role="alert">
          {t(store.actionErrorKey)}
        </p>
      ) : null}
    </ModalDialog>
  );
});
