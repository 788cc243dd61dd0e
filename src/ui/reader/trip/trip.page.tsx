import './trip.css';
import { commentCountOf } from '../../../domain/content/comment-count';
import { useMemo, type ReactNode } from 'react';
import type { PublicContent, Section } from '../../../domain/content/content';
import { ContentBody } from '../../components/content-view/content-body';
import { ContentHeader } from '../../components/content-view/content-header';
import { TripMap } from './trip-map';
import { CampaignSlot } from '../campaign/campaign-slot';
import { readerPollSlot } from '../poll/poll-slot';
import { ReportButton } from '../report/report-button';
import { CommentsSection } from '../content/comments-section';
import { ContentStats } from '../content/content-stats';
import { OnwardReading } from '../content/onward-reading';
import { useReaderContent } from '../content/use-public-content';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { buildItinerary, tripRoute, type ItineraryDay } from './trip-itinerary';
import { TripDay } from './trip-day';
import { withTripStrings } from './trip-strings';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';

/**
 * /trips/[id] (spec §2 public). The same
 * published content as /contents/[id] (server-embedded or one public call, the view counted once per
 * session, comments below), laid out as a trip: the route map first, then the sections in the author's
 * order with each day's stops numbered like their markers. Leaflet is in this lazy chunk only.
 */
export default function TripPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withTripStrings(readerT, lang), [readerT, lang]);
  const { state, retry, now, title } = useReaderContent(services, initialData);
  const text = {
    notFoundTitle: t('readerTrip.notFoundTitle'),
    notFoundBody: t('readerTrip.notFoundBody'),
    home: t('readerTrip.home'),
    failedTitle: t('readerTrip.loadFailed'),
    retry: t('readerTrip.retry'),
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
      {({ content }) => <Trip content={content} services={services} t={t} lang={lang} now={now} />}
    </ReaderPageFrame>
  );
}

interface TripProps extends Pick<ReaderPageProps, 'services' | 'lang'> {
  readonly content: PublicContent;
  readonly t: Translate;
  readonly now: number;
}

function Trip({ content, services, t, lang, now }: TripProps) {
  const days = useMemo(() => buildItinerary(content, lang), [content, lang]);
  const route = useMemo(() => tripRoute(days), [days]);
  const labels = useMemo(
    () => ({
      region: t('readerTrip.mapRegion'),
      tilesFailed: t('readerTrip.tilesFailed'),
      marker: (number: number, name: string) => t('readerTrip.marker', { number, name }),
    }),
    [t],
  );
  const stops = days.reduce((sum, day) => sum + day.stops.length, 0);
  const path = `/trips/${encodeURIComponent(content.contentId)}`;
  return (
    <>
      <article className="reader-article trip" lang={content.language}>
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
        <ContentStats content={content} services={services} t={t} path={path} />
        {content.kind !== 'trip' ? (
          <p className="cv-section trip-notice card">
            {t('readerTrip.notATrip')}{' '}
            <a href={`/contents/${encodeURIComponent(content.contentId)}`}>{t('readerTrip.openArticle')}</a>
          </p>
        ) : null}
        <section className="cv-section trip-route" aria-labelledby="trip-route-heading">
          <h2 id="trip-route-heading">{t('readerTrip.route')}</h2>
          <p className="trip-meta">{t('readerTrip.summary', { stops, days: days.length })}</p>
          {route.markers.length > 0 ? (
            <TripMap route={route} labels={labels} />
          ) : (
            <p className="muted">{t('readerTrip.noPlaces')}</p>
          )}
        </section>
        {content.campaignId ? (
          <CampaignSlot campaignId={content.campaignId} services={services} t={t} lang={lang} />
        ) : null}
        <div className="cv-body">
          {inAuthorOrder(content, days, now, t, readerPollSlot(services, t, lang, path), lang)}
        </div>
        <div className="cv-section reader-report-row">
          <ReportButton
            targetType="content"
            targetId={content.contentId}
            services={services}
            t={t}
            label={t('reader.report.content')}
            returnPath={path}
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
  );
}

/** Day sections as numbered itinerary days; runs of other sections through the shared content body. */
function inAuthorOrder(
  content: PublicContent,
  days: readonly ItineraryDay[],
  now: number,
  t: Translate,
  renderPoll: (pollId: string) => ReactNode,
  lang: ReaderLanguage,
): ReactNode[] {
  const byId = new Map(days.map((day) => [day.sectionId, day]));
  const out: ReactNode[] = [];
  let run: Section[] = [];
  const flush = () => {
    if (run.length === 0) return;
    out.push(
      <ContentBody
        key={`body-${run[0].sectionId}`}
        sections={run}
        places={content.places}
        now={now}
        t={t}
        renderPoll={renderPoll}
        lang={lang}
      />,
    );
    run = [];
  };
  for (const section of content.sections) {
    const day = section.type === 'day' ? byId.get(section.sectionId) : undefined;
    if (!day) {
      run.push(section);
      continue;
    }
    flush();
    out.push(<TripDay key={section.sectionId} day={day} now={now} t={t} lang={lang} />);
  }
  flush();
  return out;
}
