import { useCallback, useEffect, useRef, useState } from 'react';
import { withTally } from '../../../application/reader/poll.service';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import type { PollTally, PollView } from '../../../domain/polls/poll';

export type PollLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly poll: PollView }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/** A message under the poll: the translated key of a refusal, or thanks. */
export type PollNotice = { readonly kind: 'error' | 'info'; readonly key: string } | null;

/**
 * Votes only grow (a vote is never moved or taken back), so an answer with fewer votes than what is shown
 * is older news: its counts are dropped, its `myVote` and state are kept.
 */
function newer(current: PollView, next: PollView): PollView {
  if (next.totalVotes >= current.totalVotes) return next;
  return {
    ...current,
    myVote: next.myVote ?? current.myVote,
    state: next.state === 'closed' ? 'closed' : current.state,
  };
}

const applyTally = (current: PollView, tally: PollTally): PollView =>
  tally.totalVotes >= current.totalVotes || tally.state !== current.state ? withTally(current, tally) : current;

/**
 * A poll on its page or in a content: drawn at once from what the page already has (the server's embedded
 * poll), else fetched; asked again for a signed-in reader (their own vote), followed live through
 * server-sent events while mounted (closed on unmount), and voted once.
 */
export function usePoll(services: Pick<ReaderServices, 'polls'>, pollId: string, initialPoll: PollView | null) {
  const [state, setState] = useState<PollLoad>(() =>
    initialPoll && initialPoll.pollId === pollId ? { status: 'ready', poll: initialPoll } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const [voting, setVoting] = useState(false);
  const [notice, setNotice] = useState<PollNotice>(null);
  const [needsSignIn, setNeedsSignIn] = useState(() => !services.polls.mayVote());
  /** The total after the last live change (null until one comes): what screen readers are told. */
  const [liveTotal, setLiveTotal] = useState<number | null>(null);
  const hadData = useRef(state.status === 'ready');

  useEffect(() => {
    // Embedded data is enough for an anonymous reader; a signed-in one asks again for their own vote.
    if (hadData.current && !services.polls.mayVote()) return;
    let live = true;
    services.polls.load(pollId).then(
      (poll) => live && setState((s) => ({ status: 'ready', poll: s.status === 'ready' ? newer(s.poll, poll) : poll })),
      (error: unknown) => {
        if (!live || hadData.current) return;
        const appError = normalizeError(error);
        setState(
          appError.code === ErrorCode.contentNotFound ? { status: 'notFound' } : { status: 'error', error: appError },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [services, pollId, attempt]);

  useEffect(
    () =>
      services.polls.live(pollId, (tally) =>
        setState((s) => {
          if (s.status !== 'ready') return s;
          const next = applyTally(s.poll, tally);
          return next === s.poll ? s : { status: 'ready', poll: next };
        }),
      ),
    [services, pollId],
  );

  // What screen readers hear: the new total after a change, never the first drawing.
  const total = state.status === 'ready' ? state.poll.totalVotes : null;
  const drawnTotal = useRef<number | null>(null);
  useEffect(() => {
    if (total === null) return;
    if (drawnTotal.current === null) drawnTotal.current = total;
    else if (total !== drawnTotal.current) setLiveTotal(total);
  }, [total]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const vote = useCallback(
    async (optionId: string) => {
      setVoting(true);
      setNotice(null);
      try {
        const poll = await services.polls.vote(pollId, optionId);
        if (poll === null) {
          setNeedsSignIn(true);
          return;
        }
        setState((s) => ({ status: 'ready', poll: s.status === 'ready' ? newer(s.poll, poll) : poll }));
        setNotice({ kind: 'info', key: 'readerPoll.thanks' });
      } catch (error) {
        const appError = normalizeError(error);
        setNotice({ kind: 'error', key: appError.messageKey });
        // A second vote or a closed poll: the tally stays, and the page learns the reader's vote or the closing.
        if (appError.code === ErrorCode.pollAlreadyVoted || appError.code === ErrorCode.pollClosed) {
          services.polls.load(pollId).then(
            (poll) => setState((s) => ({ status: 'ready', poll: s.status === 'ready' ? newer(s.poll, poll) : poll })),
            () => undefined,
          );
        }
      } finally {
        setVoting(false);
      }
    },
    [services, pollId],
  );

  return { state, retry, vote, voting, notice, needsSignIn, liveTotal };
}
