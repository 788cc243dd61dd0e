import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PollView } from '../../../domain/polls/poll';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { locationHref } from '../../components/content-view/location-links';

/** The live poll, in the chunk poll sections already use: a place without polls never downloads it. */
const PollEmbed = lazy(() => import('../poll/poll-embed'));

/** How near the screen the polls are asked for: half a screen ahead, as the islands of the other pages. */
const NEAR_SCREEN = '50% 0px';

interface Props {
  readonly locationId: string;
  readonly name: string;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

/**
 * The open polls pinned to the place, each with its live tally and vote, last on the page: they are asked for
 * (one public call, no token, no identity SDK) only when the end of the page nears the screen, and the poll
 * chunk loads only when there is one. Nothing is drawn before (and nothing at all for a place without open
 * polls), so what arrives below the page's content moves nothing above it.
 */
export function PlacePolls({ locationId, name, services, t, lang }: Props) {
  const anchor = useRef<HTMLDivElement>(null);
  const [polls, setPolls] = useState<readonly PollView[] | null>(null);

  useEffect(() => {
    setPolls(null);
    const element = anchor.current;
    if (!element) return;
    let live = true;
    const load = () =>
      services.polls.placePolls(locationId).then(
        (found) => live && setPolls(found),
        // The polls are extra: a failed read leaves the place's page as it is.
        () => live && setPolls([]),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [services, locationId]);

  return (
    <div ref={anchor} className="location-page__polls-anchor">
      {polls && polls.length > 0 ? (
        <section className="location-page__polls" aria-labelledby="location-polls-heading" data-testid="location-polls">
          <h2 id="location-polls-heading">{t('readerLocation.polls', { name })}</h2>
          {polls.map((poll) => (
            <Suspense
              key={poll.pollId}
              fallback={
                <p className="muted" role="status">
                  {t('readerLocation.pollsLoading')}
                </p>
              }
            >
              <PollEmbed
                pollId={poll.pollId}
                initialPoll={poll}
                headingLevel={3}
                services={services}
                t={t}
                lang={lang}
                returnPath={locationHref(locationId)}
              />
            </Suspense>
          ))}
        </section>
      ) : null}
    </div>
  );
}
