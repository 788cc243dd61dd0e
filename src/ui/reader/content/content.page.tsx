import { ContentBody } from '../../components/content-view/content-body';
import { ContentHeader } from '../../components/content-view/content-header';
import { CampaignSlot } from '../campaign/campaign-slot';
import { readerPollSlot } from '../poll/poll-slot';
import { ReportButton } from '../report/report-button';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { commentCountOf } from '../../../domain/content/comment-count';
import { CommentsSection } from './comments-section';
import { ContentStats } from './content-stats';
import { OnwardReading } from './onward-reading';
import { PlacesList } from './places-list';
import { useReaderContent } from './use-public-content';

/**
 * /contents/[id] (spec §2): no loading overlay and no Firebase on load. The content comes
 * from the page itself (server-embedded) or one public call; the comment box asks for a sign-in only when
 * the reader wants to write.
 */
export default function ContentPage({ initialData, services, t, lang }: ReaderPageProps) {
  const { contentId, state, retry, now, title } = useReaderContent(services, initialData);
  const text = {
    notFoundTitle: t('reader.notFound.title'),
    notFoundBody: t('errors.contentNotFound'),
    home: t('reader.notFound.home'),
    failedTitle: t('reader.error.title'),
    retry: t('reader.error.retry'),
  };

  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      pageTitle={title}
      text={text}
      signedIn={services.session.mayBeSignedIn()}
      creator={state.status === 'ready' ? state.content.author.username : null}
    >
      {({ content }) => (
        <>
          {/* Poll sections, the campaign card and the report dialog are lazy chunks. */}
          <article className="reader-article">
            <ContentHeader
              title={content.title}
              summary={content.summary}
              cover={content.cover}
              author={content.author}
              publishedAt={content.publishedAt}
              now={now}
              lang={lang}
              t={t}
            />
            <ContentStats
              content={content}
              services={services}
              t={t}
              path={`/contents/${encodeURIComponent(contentId)}`}
            />
            {content.kind === 'trip' ? (
              <p className="cv-section">
                <a href={`/trips/${encodeURIComponent(contentId)}`}>{t('reader.tripRoute')}</a>
              </p>
            ) : null}
            {content.campaignId ? (
              <CampaignSlot campaignId={content.campaignId} services={services} t={t} lang={lang} />
            ) : null}
            <ContentBody
              sections={content.sections}
              places={content.places}
              now={now}
              t={t}
              lang={lang}
              renderPoll={readerPollSlot(services, t, lang, `/contents/${encodeURIComponent(contentId)}`)}
            />
            <PlacesList places={content.places} t={t} lang={lang} />
            <div className="cv-section reader-report-row">
              <ReportButton
                targetType="content"
                targetId={content.contentId}
                services={services}
                t={t}
                label={t('reader.report.content')}
                returnPath={`/contents/${encodeURIComponent(contentId)}`}
              />
            </div>
          </article>
          <OnwardReading content={content} services={services} t={t} />
          <CommentsSection
            contentId={content.contentId}
            services={services}
            t={t}
            now={now}
            commentCount={commentCountOf(content)}
          />
        </>
      )}
    </ReaderPageFrame>
  );
}
