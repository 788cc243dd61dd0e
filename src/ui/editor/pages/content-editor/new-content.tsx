import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTENT_KINDS, type ContentKind } from '../../../../domain/content/content';
import { Routes } from '../../../../domain/routing/routes';
import { useEditorServices } from '../../stores/editor-services';
import { ReserveContentStore, useReserveThenEdit } from '../../stores/reserve-content.store';

/** `?kind=article|trip` of a "new" URL; anything else is an article. */
export function requestedKind(params: URLSearchParams): ContentKind {
  const requested = params.get('kind');
  return (CONTENT_KINDS as readonly string[]).includes(requested ?? '') ? (requested as ContentKind) : 'article';
}

/** /my-contents/new?kind=article|trip: holds an id for the new content, then replaces itself with its edit URL. */
export const NewContent = observer(function NewContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = requestedKind(params);
  const { contentEditor } = useEditorServices();
  const [store] = useState(() => new ReserveContentStore(() => contentEditor.create(kind)));
  const go = useReserveThenEdit(store);

  return (
    <div className="container editor-page stack">
      <h1>{t(kind === 'trip' ? 'editor.new.trip' : 'editor.new.article')}</h1>
      {store.errorKey ? (
        <div className="alert alert--error stack" role="alert">
          <span>{t(store.errorKey)}</span>
          <div className="row">
            <button type="button" className="button" onClick={() => go(store.retry())}>
              {t('app.retry')}
            </button>
            <Link className="button button--secondary" to={Routes.myContents}>
              {t('editor.backToList')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('editor.new.reserving')}
        </p>
      )}
    </div>
  );
});
