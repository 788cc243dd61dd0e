import './poll.css';
import { useMemo } from 'react';
import { localized } from '../../../domain/polls/poll-rules';
import { withPollsStrings } from '../polls-strings';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { PollWidget } from './poll-widget';
import { usePoll } from './use-poll';

/**
 * /polls/[id] (spec §2 public): one poll with its live tally. The server embeds the Poll wire
 * (route 'poll'); a signed-in reader's own vote is asked for after the page draws.
 */
export default function PollPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const pollId = useReaderRouteKey();
  const poll = usePoll(services, pollId, initialData);
  const { state } = poll;
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
      retry={poll.retry}
      text={text}
      pageTitle={state.status === 'ready' ? localized(state.poll.question, lang) || t('readerPoll.pageTitle') : null}
      signedIn={services.session.mayBeSignedIn()}
    >
      {(ready) => (
        <article className="reader-article poll-page">
          <PollWidget
            poll={ready.poll}
            t={t}
            lang={lang}
            headingLevel={1}
            returnPath={`/polls/${encodeURIComponent(pollId)}`}
            needsSignIn={poll.needsSignIn}
            voting={poll.voting}
            notice={poll.notice}
            liveTotal={poll.liveTotal}
            onVote={(optionId) => void poll.vote(optionId)}
            now={services.now}
          />
        </article>
      )}
    </ReaderPageFrame>
  );
}
