import './poll.css';
import { useMemo } from 'react';
import { localized } from '../../../domain/polls/poll-rules';
import { Island } from '../islands/island';
import pollPageIsland from '../islands/poll-page.island';
import { withPollsStrings } from '../polls-strings';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { useReaderResource } from '../use-reader-resource';

/**
 * /polls/[id] (spec §2 public): one poll with its live tally. The server embeds the Poll wire
 * (route 'poll'); a signed-in reader's own vote is asked for after the page draws. The poll is an island
 * (islands/poll-page.island.tsx): on a page the server rendered, only it hydrates.
 */
export default function PollPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const pollId = useReaderRouteKey();
  const { state: load, retry } = useReaderResource(
    pollId,
    () => services.polls.embeddedPoll(pollId, initialData),
    () => services.polls.load(pollId),
    (poll) => poll.pollId === pollId,
  );
  const state = load.status === 'ready' ? { status: 'ready' as const, poll: load.value } : load;
  const now = useMemo(() => services.now(), [services]);
  const context = { services, t: readerT, lang, now };
  const text = {
    notFoundTitle: t('readerPoll.notFoundTitle'),
    notFoundBody: t('readerPoll.notFoundBody'),
    home: t('readerPoll.home'),
    failedTitle: t('readerPoll.loadFailed'),
    retry: t('readerPoll.retry'),
  };
  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      text={text}
      pageTitle={state.status === 'ready' ? localized(state.poll.question, lang) || t('readerPoll.pageTitle') : null}
      signedIn={services.session.mayBeSignedIn()}
    >
      {(ready) => (
        <article className="reader-article poll-page">
          <Island
            island={pollPageIsland}
            props={{ poll: ready.poll, returnPath: `/polls/${encodeURIComponent(pollId)}` }}
            context={context}
          />
        </article>
      )}
    </ReaderPageFrame>
  );
}
