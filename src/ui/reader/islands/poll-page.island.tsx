import { useMemo } from 'react';
import type { PollView } from '../../../domain/polls/poll';
import { withPollsStrings } from '../polls-strings';
import { PollWidget } from '../poll/poll-widget';
import { usePoll } from '../poll/use-poll';
import { defineIsland } from './island';

export interface PollPageIslandProps {
  /** The poll as the page drew it (the server's embedded poll): the island starts from it, without a call. */
  readonly poll: PollView;
  /** Where "sign in to vote" comes back to: the poll's page. */
  readonly returnPath: string;
}

/**
 * The poll of /polls/[id]: its question, live tally and vote. Everything interactive on that page is the poll
 * itself, so it is one island; the page's header and footer around it stay the server's HTML.
 */
export default defineIsland<PollPageIslandProps>('poll-page', function PollPageIsland({ props, context }) {
  const { services, lang } = context;
  const t = useMemo(() => withPollsStrings(context.t, lang), [context.t, lang]);
  const poll = usePoll(services, props.poll.pollId, props.poll);
  const { state } = poll;
  // Never otherwise: the page renders the island only once the poll is there.
  if (state.status !== 'ready') return null;
  return (
    <PollWidget
      poll={state.poll}
      t={t}
      lang={lang}
      headingLevel={1}
      idBase="poll"
      returnPath={props.returnPath}
      needsSignIn={poll.needsSignIn}
      voting={poll.voting}
      notice={poll.notice}
      liveTotal={poll.liveTotal}
      onVote={(optionId) => void poll.vote(optionId)}
      now={services.now}
    />
  );
});
