import './trip.css';
import { useMemo, type ReactNode } from 'react';
import type { BasedOn, PublicContent, Section } from '../../../domain/content/content';
import { ContentBody } from '../../components/content-view/content-body';
import { authorName, ContentHeader } from '../../components/content-view/content-header';
import { statsOf } from '../content/content-stats';
import { Island, type IslandContext } from '../islands/island';
import campaignIsland from '../islands/campaign.island';
import { ContentEndIslands, ContentReportIsland } from '../islands/content-islands';
import addToTripIsland from '../islands/add-to-trip.island';
import pollIsland from '../islands/poll.island';
import copyTripIsland from '../islands/copy-trip.island';
import type { AddToTripPlace } from '../my-trip/add-to-trip-button';
import statsIsland from '../islands/stats.island';
import tripMapIsland from '../islands/trip-map.island';
import { textLanguagesOf, useReaderContent } from '../content/use-public-content';
import { ContentLanguageBar } from '../content/content-language';
import { withContentLanguageStrings } from '../content/content-language-strings';
import { untranslatedLanguage, UntranslatedSection } from '../../components/content-view/untranslated-section';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { buildItinerary, tripRoute, type ItineraryDay } from './trip-itinerary';
import { TripDay } from './trip-day';
import { contentHref, profileHref } from '../reader-links';
import { withTripStrings } from './trip-strings';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';

/**
 * /trips/[id] (spec §2 public). The same
 * published content as /contents/[id] (server-embedded or one public call, the view counted once per
 * session, comments below), laid out as a trip: the route map first, then the sections in the author's
 * order with each day's stops numbered like their markers. Leaflet is in this lazy chunk only.
 */
export default function TripPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withContentLanguageStrings(withTripStrings(readerT, lang), lang), [readerT, lang]);
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
      {({ content }) => <Trip content={content} t={t} context={{ services, t: readerT, lang, now }} />}
    </ReaderPageFrame>
  );
}

interface TripProps {
  readonly content: PublicContent;
  /** The reader's strings with the trip page's own. */
  readonly t: Translate;
  /** What the page's islands take (the reader's strings: each island adds its own). */
  readonly context: IslandContext;
}

function Trip({ content, t, context }: TripProps) {
  const { lang, now } = context;
  const days = useMemo(() => buildItinerary(content, lang), [content, lang]);
  const route = useMemo(() => tripRoute(days), [days]);
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
          textLanguages={textLanguagesOf(content)}
        />
        <ContentLanguageBar content={content} lang={lang} t={t} />
        {content.basedOn ? <BasedOnLine basedOn={content.basedOn} t={t} /> : null}
        <Island island={statsIsland} props={{ content: statsOf(content), path }} context={context} />
        {content.kind === 'trip' ? (
          <Island
            island={copyTripIsland}
            props={{ tripId: content.contentId, title: content.title, returnPath: path }}
            context={context}
          />
        ) : null}
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
            <Island island={tripMapIsland} props={{ route }} context={context} />
          ) : (
            <p className="muted">{t('readerTrip.noPlaces')}</p>
          )}
          {route.markers.length > 0 && content.kind === 'trip' ? <TripFiles path={path} t={t} /> : null}
        </section>
        {content.campaignId ? (
          <Island island={campaignIsland} props={{ campaignId: content.campaignId }} context={context} />
        ) : null}
        <div className="cv-body">
          {inAuthorOrder(
            content,
            days,
            now,
            t,
            (pollId) => (
              <Island island={pollIsland} props={{ pollId, returnPath: path }} context={context} />
            ),
            lang,
            (place) => (
              <Island
                island={addToTripIsland}
                props={{ place, returnPath: path, fromContentId: content.contentId }}
                context={context}
              />
            ),
          )}
        </div>
        <ContentReportIsland content={content} path={path} context={context} />
      </article>
      <ContentEndIslands content={content} context={context} />
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
  renderStopAction: (place: AddToTripPlace) => ReactNode,
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
        shown={content}
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
    const view = (
      <TripDay key={section.sectionId} day={day} now={now} t={t} lang={lang} renderStopAction={renderStopAction} />
    );
    const other = untranslatedLanguage(content.languages, content.language, section.sectionId);
    out.push(
      other ? (
        <UntranslatedSection key={section.sectionId} language={other} t={t}>
          {view}
        </UntranslatedSection>
      ) : (
        view
      ),
    );
  }
  flush();
  return out;
}

/**
 * A copy made with "Copy this trip" names the trip it is based on and its creator, linked; the server sends
 * `based_on` only while that trip is public, so a hidden or deleted origin is simply not named.
 */
function BasedOnLine({ basedOn, t }: { readonly basedOn: BasedOn; readonly t: Translate }) {
  const creator = authorName(basedOn.author, t);
  return (
    <p className="cv-section trip-based-on muted" data-testid="based-on">
      {t('readerTrip.basedOn.prefix')}{' '}
      <a href={contentHref({ contentId: basedOn.contentId, kind: 'trip' })}>{basedOn.title}</a>{' '}
      {t('readerTrip.basedOn.by')}{' '}
      {basedOn.author.username ? <a href={profileHref(basedOn.author.username)}>{creator}</a> : creator}
    </p>
  );
}

/**
 * The trip as files (server/reader-pages/trip-files.ts): GPX for map apps, and iCalendar from a first day the
 * reader picks, a plain form that works before (and without) any script.
 */
function TripFiles({ path, t }: { readonly path: string; readonly t: Translate }) {
  return (
    <div className="trip-files">
      <h3 className="trip-files__title">{t('readerTrip.files.title')}</h3>
      <p>
        <a href={`${path}/trip.gpx`} download>
          {t('readerTrip.files.gpx')}
        </a>
      </p>
      <form className="trip-files__calendar" method="get" action={`${path}/trip.ics`}>
        <label htmlFor="trip-files-start">{t('readerTrip.files.firstDay')}</label>
        <input id="trip-files-start" type="date" name="start" required />
        <button type="submit" className="button button--secondary">
          {t('readerTrip.files.calendar')}
        </button>
      </form>
    </div>
  );
}
