import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Breakpoints, PREVIEW_MEDIA, type PreviewMedium } from '../../../../domain/layout/layout-constants';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { ContentBody } from '../../../components/content-view/content-body';
import { ContentHeader } from '../../../components/content-view/content-header';
import { dayPlanView } from '../../../components/content-view/day-plan-parts';
import { StatusPill } from '../../components/status-pill';
import type { AutosaveStatus } from '../../../../domain/content/autosave';
import type { SaveIndicator } from '../../stores/content-editor.store';
import { ContentPreviewStore } from '../../stores/content-preview.store';
import { useEditorServices } from '../../stores/editor-services';
import '../../components/editor.css';
import './content-preview.css';

/** Frame widths of spec §9's media: the mobile and tablet breakpoints, and a desktop screen. */
const FRAME_WIDTH: Readonly<Record<PreviewMedium, number>> = {
  phone: Breakpoints.mobile,
  tablet: Breakpoints.tablet,
  web: 1280,
};

const indicatorOf = (status: AutosaveStatus): SaveIndicator =>
  status === 'dirty' || status === 'saving' ? 'saving' : status === 'idle' ? 'saved' : status;

/** /my-contents/:id/preview: what readers will see, at phone, tablet and web widths. */
export default observer(function ContentPreviewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { contentEditor, places } = useEditorServices();
  const [store] = useState(() => new ContentPreviewStore(contentEditor, places, id));
  useEffect(() => store.start(), [store]);
  const state = store.state;
  const doc = state?.document;
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const translate = (key: string, vars?: Readonly<Record<string, string | number>>) => t(key, vars);
  const now = Date.now();

  return (
    <div className="content-preview">
      <div className="editor-bar">
        <div className="container editor-bar__inner">
          <Link className="editor-bar__back" to={fillPathParams(Routes.myContentEdit, { id })}>
            ← {t('contentPreview.back')}
          </Link>
          {state?.phase === 'ready' ? <StatusPill indicator={indicatorOf(state.autosave.status)} /> : null}
          <div className="chips" role="group" aria-label={t('contentPreview.mediumLabel')}>
            {PREVIEW_MEDIA.map((medium) => (
              <button
                key={medium}
                type="button"
                className="chip"
                aria-pressed={store.medium === medium}
                onClick={() => store.setMedium(medium)}
              >
                {t(`contentPreview.medium.${medium}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p className="container muted content-preview__note">
        {t('contentPreview.note', { width: FRAME_WIDTH[store.medium] })}
      </p>
      {!state || state.phase === 'loading' ? (
        <div className="container">
          <h1 className="visually-hidden">{t('editor.preview')}</h1>
          <p className="muted" role="status">
            {t('app.loading')}
          </p>
        </div>
      ) : null}
      {state?.phase === 'failed' ? (
        <div className="container stack">
          <h1>{t('editor.loadFailed')}</h1>
          {state.error ? (
            <p className="alert alert--error" role="alert">
              {t(state.error.messageKey)}
            </p>
          ) : null}
        </div>
      ) : null}
      {doc && state?.content ? (
        <div className="content-preview__stage">
          <div
            className={`content-preview__frame content-preview__frame--${store.medium}`}
            style={{ width: FRAME_WIDTH[store.medium] }}
            data-testid="preview-frame"
          >
            <article>
              <ContentHeader
                title={doc.title}
                summary={doc.summary}
                cover={doc.cover}
                author={state.content.author}
                publishedAt={state.content.publishedAt}
                now={Date.now()}
                lang={lang}
                t={translate}
                linkAuthor={false}
              />
              <ContentBody
                sections={doc.sections}
                places={store.places}
                now={now}
                t={translate}
                lang={lang}
                renderDayPlan={(section, places) =>
                  dayPlanView(section, places, now, { t: translate, words: 'editor.plan' })
                }
              />
            </article>
          </div>
        </div>
      ) : null}
    </div>
  );
});
