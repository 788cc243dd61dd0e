import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import type { ContentEditorStore } from '../../stores/content-editor.store';

/**
 * Publishing: disabled with the reasons listed while the content is not ready;
 * after it, a link to the public page. Edits to a published content go to a draft version until
 * published again.
 */
export const PublishPanel = observer(function PublishPanel({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const [published, setPublished] = useState(false);
  const state = store.state;
  const content = state?.content;
  if (!state || !content) return null;
  const missing = state.publishMissing;
  const publicPath = fillPathParams(content.kind === 'trip' ? Routes.trip : Routes.content, { id: content.contentId });
  const isPublished = content.status === 'published';
  const hasUnpublished =
    isPublished && content.draftVersion !== null && content.draftVersion !== content.publishedVersion;

  const publish = async () => {
    setPublished(false);
    if (await store.publish()) setPublished(true);
  };

  return (
    <section className="card stack editor__publish" aria-labelledby="editor-publish">
      <h2 id="editor-publish" className="editor__label">
        {t('editor.publish.heading')}
      </h2>
      <p className="muted">
        {t(
          isPublished
            ? hasUnpublished
              ? 'editor.publish.statePublishedDraft'
              : 'editor.publish.statePublished'
            : 'editor.publish.stateDraft',
        )}
      </p>
      {missing.length > 0 ? (
        <div id="publish-missing">
          <p>{t('editor.publish.needs')}</p>
          <ul className="editor__missing">
            {missing.map((item) => (
              <li key={item}>
                {/* The photo is chosen and on its way: the list says so rather than asking for it again. */}
                {item === 'cover' && store.cover.busy
                  ? t('editor.publish.missing.coverUploading')
                  : t(`editor.publish.missing.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="button button--block"
        disabled={!store.canPublish}
        aria-describedby={missing.length > 0 ? 'publish-missing' : undefined}
        onClick={() => void publish()}
      >
        {state.busy === 'publishing'
          ? t('editor.publish.publishing')
          : t(isPublished ? 'editor.publish.update' : 'editor.publish.publish')}
      </button>
      {published && isPublished ? (
        <p className="alert alert--info" role="status">
          {t('editor.publish.done')} <Link to={publicPath}>{t('editor.publish.view')}</Link>
        </p>
      ) : isPublished ? (
        <Link to={publicPath}>{t('editor.publish.view')}</Link>
      ) : null}
    </section>
  );
});
