import { useMemo } from 'react';
import { ContentBody } from '../../components/content-view/content-body';
import { ContentHeader } from '../../components/content-view/content-header';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { Island } from '../islands/island';
import campaignIsland from '../islands/campaign.island';
import { ContentEndIslands, ContentReportIsland } from '../islands/content-islands';
import addToTripIsland from '../islands/add-to-trip.island';
import pollIsland from '../islands/poll.island';
import { placeName } from '../../../domain/places/place-name';
import statsIsland from '../islands/stats.island';
import { statsOf } from './content-stats';
import { ContentLanguageBar } from './content-language';
import { withContentLanguageStrings } from './content-language-strings';
import { PlacesList } from './places-list';
import { textLanguagesOf, useReaderContent } from './use-public-content';

/**
 * /contents/[id] (spec §2): no loading overlay and no Firebase on load. The content comes
 * from the page itself (server-embedded) or one public call; the comment box asks for a sign-in only when
 * the reader wants to write. The interactive parts are islands (islands/island.tsx): on a page the server
 * rendered, only they hydrate.
 */
export default function ContentPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withContentLanguageStrings(readerT, lang), [readerT, lang]);
  const { contentId, state, retry, now, title } = useReaderContent(services, initialData);
  const context = { services, t: readerT, lang, now };
  const path = `/contents/${encodeURIComponent(contentId)}`;
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
              textLanguages={textLanguagesOf(content)}
            />
            <ContentLanguageBar content={content} lang={lang} t={t} />
            <Island island={statsIsland} props={{ content: statsOf(content), path }} context={context} />
            {content.kind === 'trip' ? (
              <p className="cv-section">
                <a href={`/trips/${encodeURIComponent(contentId)}`}>{t('reader.tripRoute')}</a>
              </p>
            ) : null}
            {content.campaignId ? (
              <Island island={campaignIsland} props={{ campaignId: content.campaignId }} context={context} />
            ) : null}
            <ContentBody
              sections={content.sections}
              places={content.places}
              now={now}
              t={t}
              lang={lang}
              shown={content}
              renderPoll={(pollId) => (
                <Island island={pollIsland} props={{ pollId, returnPath: path }} context={context} />
              )}
              renderPlaceAction={(place) => (
                <Island
                  island={addToTripIsland}
                  props={{
                    place: { locationId: place.locationId, name: placeName(place, lang) },
                    returnPath: path,
                    fromContentId: contentId,
                  }}
                  context={context}
                />
              )}
            />
            <PlacesList places={content.places} t={t} lang={lang} />
            <ContentReportIsland content={content} path={path} context={context} />
          </article>
          <ContentEndIslands content={content} context={context} />
        </>
      )}
    </ReaderPageFrame>
  );
}
