import { useEffect, useMemo } from 'react';
import { ContentBody } from '../../components/content-view/content-body';
import { ContentHeader } from '../../components/content-view/content-header';
import type { ReaderPageProps } from '../reader-page-props';
import { matchReaderRoute } from '../reader-route';
import { ReaderShell } from '../reader-shell';
import { ReaderSkeleton } from '../reader-skeleton';
import { CommentsSection } from './comments-section';
import { ContentStats } from './content-stats';
import { PlacesList } from './places-list';
import { usePublicContent } from './use-public-content';

/**
 * /contents/[id] (spec §2, issue 4 "Reading"): no loading overlay and no Firebase on load. The content comes
 * from the page itself (server-embedded) or one public call; the comment box asks for a sign-in only when
 * the reader wants to write.
 */
export default function ContentPage({ initialData, services, t, lang }: ReaderPageProps) {
  const contentId = matchReaderRoute(window.location.pathname)?.key ?? '';
  const [state, retry] = usePublicContent(services, contentId, initialData);
  const now = useMemo(() => services.now(), [services]);
  const title = state.status === 'ready' ? state.content.title : null;

  useEffect(() => {
    if (title) document.title = `${title} | Travelogue`;
  }, [title]);

  return (
    <ReaderShell t={t} lang={lang}>
      {state.status === 'loading' ? <ReaderSkeleton t={t} /> : null}
      {state.status === 'notFound' ? (
        <div className="reader-state">
          <h1>{t('reader.notFound.title')}</h1>
          <p>{t('errors.contentNotFound')}</p>
          <a className="button" href="/">{t('reader.notFound.home')}</a>
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="reader-state" role="alert">
          <h1>{t('reader.error.title')}</h1>
          <p>{t(state.error.messageKey)}</p>
          <button type="button" className="button" onClick={retry}>{t('reader.error.retry')}</button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <article className="reader-article">
            <ContentHeader
              title={state.content.title}
              summary={state.content.summary}
              cover={state.content.cover}
              author={state.content.author}
              publishedAt={state.content.publishedAt}
              now={now}
              lang={lang}
              t={t}
            />
            <ContentStats content={state.content} services={services} t={t} path={`/contents/${encodeURIComponent(contentId)}`} />
            {state.content.kind === 'trip' ? (
              <p className="cv-section">
                <a href={`/trips/${encodeURIComponent(contentId)}`}>{t('reader.tripRoute')}</a>
              </p>
            ) : null}
            <ContentBody sections={state.content.sections} places={state.content.places} now={now} t={t} />
            <PlacesList places={state.content.places} t={t} />
          </article>
          <CommentsSection contentId={state.content.contentId} services={services} t={t} now={now} />
        </>
      ) : null}
    </ReaderShell>
  );
}
