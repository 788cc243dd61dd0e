import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CONTENT_LIMITS } from '../../../../domain/content/content-rules';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { CampaignBanner } from '../../components/campaign-banner';
import { CategoryChips } from '../../components/category-chips';
import { ConflictDialog } from '../../components/conflict-dialog';
import { CoverUploader } from '../../../components/image-upload/cover-uploader';
import { StatusPill } from '../../components/status-pill';
import { ContentEditorStore } from '../../stores/content-editor.store';
import { useEditorServices } from '../../stores/editor-services';
import { EditorDangerZone } from './danger-zone';
import { NewContent } from './new-content';
import { PublishPanel } from './publish-panel';
import { SaveRefusedAlert } from './save-refused-alert';
import { SectionsList } from './sections-list';
import { TranslationBar } from './translation-bar';
import { TranslationEditor } from './translation-editor';
import { TripFilesPanel } from './trip-files-panel';
import { TripImportPanel } from './trip-import-panel';
import '../../components/editor.css';
import './content-editor.css';

/** /my-contents/:id/edit (editor) and /my-contents/new (reserve, then here). */
export default function ContentEditorPage() {
  const { id } = useParams();
  return id ? <ContentEditor key={id} contentId={id} /> : <NewContent />;
}

const ContentEditor = observer(function ContentEditor({ contentId }: { readonly contentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useEditorServices();
  const [store] = useState(() => new ContentEditorStore(services, contentId));
  useEffect(() => store.start(), [store]);
  const state = store.state;

  useEffect(() => {
    if (state?.phase === 'deleted') void navigate(Routes.myContents, { replace: true });
  }, [state?.phase, navigate]);

  if (!state || state.phase === 'loading') {
    return (
      <div className="container editor-page">
        <h1 className="visually-hidden">{t('editor.title')}</h1>
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      </div>
    );
  }
  if (state.phase === 'failed' || !state.document) {
    return (
      <div className="container editor-page stack">
        <h1>{t('editor.loadFailed')}</h1>
        {state.error ? (
          <p className="alert alert--error" role="alert">
            {t(state.error.messageKey)}
          </p>
        ) : null}
        <div className="row">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('app.retry')}
          </button>
          <Link className="button button--secondary" to={Routes.myContents}>
            {t('editor.backToList')}
          </Link>
        </div>
      </div>
    );
  }

  const doc = store.document;
  const kindLabel = t(store.kind === 'trip' ? 'editor.kind.trip' : 'editor.kind.article');
  return (
    <div className="editor-page">
      <div className="editor-bar">
        <div className="container editor-bar__inner">
          <Link className="editor-bar__back" to={Routes.myContents}>
            ← {t('editor.backToList')}
          </Link>
          <StatusPill indicator={store.indicator} />
          <div className="editor-bar__actions">
            {store.indicator === 'error' || store.indicator === 'offline' ? (
              <button type="button" className="button button--ghost" onClick={store.retry}>
                {t('editor.status.retry')}
              </button>
            ) : null}
            <Link
              className="button button--secondary"
              to={fillPathParams(Routes.myContentPreview, { id: contentId })}
              onClick={store.flush}
            >
              {t('editor.preview')}
            </Link>
          </div>
        </div>
      </div>

      <div className="container editor-layout">
        <div className="editor-main stack">
          <h1 className="visually-hidden">{t('editor.heading', { kind: kindLabel })}</h1>
          {store.campaignId ? <CampaignBanner campaignId={store.campaignId} /> : null}
          {store.basedOn ? (
            <p className="muted editor-based-on" data-testid="editor-based-on">
              {t('editor.basedOn.prefix')}{' '}
              <a href={fillPathParams(Routes.trip, { id: store.basedOn.contentId })}>{store.basedOn.title}</a>{' '}
              {t('editor.basedOn.by')}{' '}
              {store.basedOn.author.displayName || store.basedOn.author.username || t('contentView.author.unknown')}
            </p>
          ) : null}
          {state.localCopyFailed ? (
            <p className="alert alert--error" role="alert">
              {t('editor.localCopyFailed')}
            </p>
          ) : null}
          {store.indicator === 'offline' ? (
            <p className="alert alert--info" role="status">
              {t('editor.offlineNote')}
            </p>
          ) : null}
          <SaveRefusedAlert store={store} />
          {state.error && state.phase === 'ready' ? (
            <p className="alert alert--error" role="alert">
              {t(state.error.messageKey)}
            </p>
          ) : null}
          {state.backup ? (
            <div className="alert alert--info stack" role="status">
              <span>{t('editor.backup.text')}</span>
              <div className="row">
                <button type="button" className="button button--secondary" onClick={store.restoreBackup}>
                  {t('editor.backup.restore')}
                </button>
                <button type="button" className="button button--ghost" onClick={store.discardBackup}>
                  {t('editor.backup.discard')}
                </button>
              </div>
            </div>
          ) : null}

          <TranslationBar store={store} />
          {store.translation.writing ? (
            <TranslationEditor store={store} />
          ) : (
            <>
              <div className="field">
                <label htmlFor="editor-title">{t('editor.fields.title', { kind: kindLabel })}</label>
                <textarea
                  id="editor-title"
                  className="editor__title"
                  rows={2}
                  value={doc.title}
                  maxLength={CONTENT_LIMITS.titleMax}
                  placeholder={t('editor.fields.titlePlaceholder')}
                  onChange={(e) => store.setTitle(e.target.value.replace(/\n/g, ' '))}
                  onBlur={store.flush}
                />
                <span className="field__hint">
                  {doc.title.length}/{CONTENT_LIMITS.titleMax}
                </span>
              </div>
              <div className="field">
                <label htmlFor="editor-summary">{t('editor.fields.summary')}</label>
                <textarea
                  id="editor-summary"
                  rows={2}
                  value={doc.summary}
                  maxLength={CONTENT_LIMITS.summaryMax}
                  onChange={(e) => store.setSummary(e.target.value)}
                  onBlur={store.flush}
                />
                <span className="field__hint">
                  {doc.summary.length}/{CONTENT_LIMITS.summaryMax}
                </span>
              </div>
              <CoverUploader cover={doc.cover} upload={store.cover} onRemove={() => store.setCover(null)} />
              <SectionsList store={store} />
            </>
          )}
        </div>

        <aside className="editor-side stack" aria-label={t('editor.sideLabel')}>
          <PublishPanel store={store} />
          <section className="card stack">
            <div className="field">
              <label htmlFor="editor-language">{t('editor.fields.language')}</label>
              <select
                id="editor-language"
                value={doc.language}
                disabled={store.translation.translation !== null}
                aria-describedby={store.translation.translation ? 'editor-language-locked' : undefined}
                onChange={(e) => store.setLanguage(e.target.value === 'en' ? 'en' : 'th')}
              >
                <option value="th">ไทย</option>
                <option value="en">English</option>
              </select>
              {store.translation.translation ? (
                <span id="editor-language-locked" className="field__hint">
                  {t('editor.translation.languageLocked')}
                </span>
              ) : null}
            </div>
            <CategoryChips categories={store.categories} selected={doc.categoryIds} onToggle={store.toggleCategory} />
          </section>
          {store.kind === 'trip' ? <TripImportPanel editor={store} /> : null}
          {store.kind === 'trip' ? <TripFilesPanel store={store} /> : null}
          <EditorDangerZone store={store} />
        </aside>
      </div>

      {state.conflict ? (
        <ConflictDialog
          conflict={state.conflict}
          onKeepMine={() => void store.keepMine()}
          onTakeTheirs={store.takeTheirs}
        />
      ) : null}
    </div>
  );
});
