import './poll.css';
import { useMemo } from 'react';
import { localized } from '../../../domain/polls/poll-rules';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import type { PollView } from '../../../domain/polls/poll';
import { withPollsStrings } from '../polls-strings';
import { useInteractive } from '../reader-interactive';
import { PollWidget } from './poll-widget';
import { usePoll } from './use-poll';

export interface PollEmbedProps {
  readonly pollId: string;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /** The page the poll sits in: "sign in to vote" comes back here. */
  readonly returnPath: string;
  /** The poll as the page already has it (a place's open polls): drawn at once, without a call. */
  readonly initialPoll?: PollView | null;
  /** The question's heading level: 2 in a content, 3 under the place page's "Polls about …" heading. */
  readonly headingLevel?: 2 | 3;
}

/**
 * A poll section of an article or a trip, or an open poll on a place's page: the same live poll as
 * /polls/[id], in its own lazy chunk (the reader's first download stays within 100 KB gzip), asked for once
 * the content draws.
 */
export default function PollEmbed({
  pollId,
  services,
  t: readerT,
  lang,
  returnPath,
  initialPoll = null,
  headingLevel = 2,
}: PollEmbedProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const interactive = useInteractive();
  const poll = usePoll(services, pollId, initialPoll);
  const { state } = poll;
  const pageHref = `/polls/${encodeURIComponent(pollId)}`;
  if (state.status === 'loading') {
    return (
      <div className="poll poll--loading" role="status" aria-busy="true">
        <span className="muted">{t('reader.poll.loading')}</span>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="poll poll--unavailable" data-testid="poll-unavailable">
        <p className="muted">
          {state.status === 'notFound' ? t('readerPoll.notFoundTitle') : t('readerPoll.loadFailed')}
        </p>
        {state.status === 'error' ? (
          <button type="button" className="button button--secondary" onClick={poll.retry} disabled={!interactive}>
            {t('readerPoll.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <section
      className="poll-embed"
      aria-label={t('readerPoll.embedLabel', { question: localized(state.poll.question, lang) })}
    >
      <PollWidget
        poll={state.poll}
        t={t}
        lang={lang}
        headingLevel={headingLevel}
        returnPath={returnPath}
        needsSignIn={poll.needsSignIn}
        voting={poll.voting}
        notice={poll.notice}
        liveTotal={poll.liveTotal}
        onVote={(optionId) => void poll.vote(optionId)}
        now={services.now}
        idBase={`poll-${pollId}`}
      />
      <p className="poll-embed__link">
        <a href={pageHref}>{t('readerPoll.openPage')}</a>
      </p>
    </section>
  );
}
