import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ContentEditorService } from '../../../../application/content/content-editor.service';
import { CONTENT_KINDS, type ContentKind } from '../../../../domain/content/content';
import { normalizeError } from '../../../../domain/errors/normalize-error';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { useEditorServices } from '../../stores/editor-services';

/** Reserves one content per visit of /my-contents/new: StrictMode's double effect reuses the same request. */
class NewContentStore {
  errorKey: string | null = null;
  private request: Promise<string | null> | null = null;

  constructor(private readonly editor: Pick<ContentEditorService, 'create'>, readonly kind: ContentKind) {
    makeAutoObservable<NewContentStore, 'editor' | 'request'>(this, { editor: false, request: false }, { autoBind: true });
  }

  reserve(): Promise<string | null> {
    this.request ??= this.editor.create(this.kind).catch((error: unknown) => {
      runInAction(() => (this.errorKey = normalizeError(error, { action: 'createContent' }).messageKey));
      return null;
    });
    return this.request;
  }

  retry(): Promise<string | null> {
    this.request = null;
    this.errorKey = null;
    return this.reserve();
  }
}

/** /my-contents/new?kind=article|trip: holds an id for the new content, then replaces itself with its edit URL. */
export const NewContent = observer(function NewContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('kind');
  const kind: ContentKind = (CONTENT_KINDS as readonly string[]).includes(requested ?? '') ? (requested as ContentKind) : 'article';
  const { contentEditor } = useEditorServices();
  const [store] = useState(() => new NewContentStore(contentEditor, kind));

  const go = (request: Promise<string | null>) =>
    void request.then((id) => id && navigate(fillPathParams(Routes.myContentEdit, { id }), { replace: true }));
  useEffect(() => go(store.reserve()), [store]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="container editor-page stack">
      <h1>{t(kind === 'trip' ? 'editor.new.trip' : 'editor.new.article')}</h1>
      {store.errorKey ? (
        <div className="alert alert--error stack" role="alert">
          <span>{t(store.errorKey)}</span>
          <div className="row">
            <button type="button" className="button" onClick={() => go(store.retry())}>{t('app.retry')}</button>
            <Link className="button button--secondary" to={Routes.myContents}>{t('editor.backToList')}</Link>
          </div>
        </div>
      ) : (
        <p className="muted" role="status">{t('editor.new.reserving')}</p>
      )}
    </div>
  );
});
