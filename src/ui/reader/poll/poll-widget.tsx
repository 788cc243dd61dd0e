import { useEffect, useId, useRef, useState } from 'react';
import { localized } from '../../../domain/polls/poll-rules';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { formatDate } from '../../../domain/time/date-formats';
import { useInteractive } from '../reader-interactive';
import type { PollNotice } from './use-poll';
import type { PollOptionView, PollView } from '../../../domain/polls/poll';

/** At most one spoken "results updated" per this many ms, however fast the votes come (no spamming). */
export const ANNOUNCE_INTERVAL_MS = 10_000;

interface Props {
  readonly poll: PollView;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /** 1 on /polls/[id], 2 inside a content. */
  readonly headingLevel: 1 | 2 | 3;
  /** Where "sign in to vote" comes back to (this page). */
  readonly returnPath: string;
  readonly needsSignIn: boolean;
  readonly voting: boolean;
  readonly notice: PollNotice;
  /** The total of the last live change, or null. */
  readonly liveTotal: number | null;
  readonly onVote: (optionId: string) => void;
  readonly now: () => number;
  /**
   * The base of the widget's element ids, unique on its page (the poll page's one poll, an article's poll by its
   * id): ids made by useId depend on where the widget sits in the tree, which differs between the server's whole
   * page and the browser's island, so a hydrated poll would keep ids its later elements do not match; and each
   * island is a root of its own whose generated ids start alike, so two polls of one article would share them.
   */
  readonly idBase?: string;
}

/**
 * One poll: the question in the reader's language (else the other), each option's count and
 * percent with a bar, the total, the state and closing time in the reader's locale; a vote form for a
 * signed-in reader who has not voted on an open poll, "sign in to vote" for an anonymous one, the final
 * result when closed; the reader's own choice marked. Live changes are announced politely, at most once
 * every ANNOUNCE_INTERVAL_MS.
 */
export function PollWidget({
  poll,
  t,
  lang,
  headingLevel,
  returnPath,
  needsSignIn,
  voting,
  notice,
  liveTotal,
  onVote,
  now,
  idBase,
}: Props) {
  const generatedId = useId();
  const id = idBase ?? generatedId;
  const interactive = useInteractive();
  const [choice, setChoice] = useState<string | null>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const question = localized(poll.question, lang);
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const open = poll.state === 'open';
  const canVote = open && poll.myVote === null && !needsSignIn;
  const announcement = useThrottled(liveTotal === null ? '' : t('readerPoll.announce', { count: liveTotal }), now);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (voting) return;
    if (!choice) return setChoiceMissing(true);
    setChoiceMissing(false);
    onVote(choice);
  };

  return (
    <div className={`poll poll--${poll.state}`} data-testid="poll" data-poll-id={poll.pollId}>
      <header className="poll__head">
        <p className="poll__kicker">
          <span>{t('readerPoll.kicker')}</span>
          <span className={`poll__state poll__state--${poll.state}`} data-testid="poll-state">
            {open ? t('readerPoll.open') : t('readerPoll.closed')}
          </span>
        </p>
        <Heading id={`${id}-question`} className="poll__question">
          {question}
        </Heading>
        <p className="poll__meta">
          <ClosingTime poll={poll} t={t} lang={lang} />
        </p>
      </header>
      {open ? null : (
        <p className="poll__final" data-testid="poll-final">
          {t('readerPoll.finalResult')}
        </p>
      )}
      {canVote ? (
        <form className="poll__form" onSubmit={submit} aria-labelledby={`${id}-question`}>
          <fieldset className="poll__options">
            <legend className="visually-hidden">{t('readerPoll.chooseLegend')}</legend>
            {poll.options.map((option) => (
              <label
                key={option.optionId}
                className={`poll-option poll-option--choice${choice === option.optionId ? ' poll-option--chosen' : ''}`}
              >
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={option.optionId}
                  checked={choice === option.optionId}
                  disabled={!interactive}
                  onChange={() => setChoice(option.optionId)}
                  aria-describedby={choiceMissing ? `${id}-missing` : undefined}
                />
                <OptionResult option={option} poll={poll} t={t} lang={lang} />
              </label>
            ))}
          </fieldset>
          {choiceMissing ? (
            <p id={`${id}-missing`} className="field__error" role="alert">
              {t('readerPoll.chooseFirst')}
            </p>
          ) : null}
          <div className="poll__actions">
            <button type="submit" className="button" disabled={!interactive || voting} aria-busy={voting}>
              {voting ? t('readerPoll.voting') : t('readerPoll.vote')}
            </button>
            <Total poll={poll} t={t} />
          </div>
        </form>
      ) : (
        <>
          <ul className="poll__options" aria-labelledby={`${id}-question`}>
            {poll.options.map((option) => (
              <li
                key={option.optionId}
                className={`poll-option${poll.myVote === option.optionId ? ' poll-option--mine' : ''}`}
                data-testid="poll-option"
                aria-current={poll.myVote === option.optionId ? 'true' : undefined}
              >
                <OptionResult option={option} poll={poll} t={t} lang={lang} />
              </li>
            ))}
          </ul>
          <div className="poll__actions">
            {open && needsSignIn && poll.myVote === null ? (
              <div className="poll__sign-in">
                <a className="button" href={signInHref(returnPath)} data-testid="poll-sign-in">
                  {t('readerPoll.signIn')}
                </a>
                <p className="muted">{t('readerPoll.signInHint')}</p>
              </div>
            ) : null}
            <Total poll={poll} t={t} />
          </div>
        </>
      )}
      <p
        className={`poll__notice ${notice?.kind === 'error' ? 'alert alert--error' : 'poll__notice--info'}`}
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        hidden={!notice}
        data-testid="poll-notice"
      >
        {notice ? t(notice.key) : ''}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="poll-announcer">
        {announcement}
      </p>
    </div>
  );
}

/** `/login?redirectUrl=<this page>` (spec §2 rule 5): the reader comes back to the poll after signing in. */
function signInHref(returnPath: string): string {
  const [path, ...rest] = returnPath.split('?');
  return loginRedirectTarget(path, rest.length ? `?${rest.join('?')}` : '');
}

function ClosingTime({ poll, t, lang }: { poll: PollView; t: Translate; lang: ReaderLanguage }) {
  if (!poll.closesAt) return <span>{poll.state === 'open' ? t('readerPoll.openEnded') : ''}</span>;
  const time = formatDate(poll.closesAt, 'DEFAULT', lang);
  return (
    <time dateTime={poll.closesAt} data-testid="poll-closes">
      {poll.state === 'open' ? t('readerPoll.closesAt', { time }) : t('readerPoll.closedAt', { time })}
    </time>
  );
}

function Total({ poll, t }: { poll: PollView; t: Translate }) {
  return (
    <p className="poll__total" data-testid="poll-total">
      {poll.totalVotes === 0 ? t('readerPoll.noVotes') : t('readerPoll.total', { count: poll.totalVotes })}
    </p>
  );
}

function OptionResult({
  option,
  poll,
  t,
  lang,
}: {
  option: PollOptionView;
  poll: PollView;
  t: Translate;
  lang: ReaderLanguage;
}) {
  const text = localized(option.text, lang);
  const mine = poll.myVote === option.optionId;
  return (
    <span className="poll-option__body">
      {option.image ? (
        <BlurhashImage
          image={option.image}
          alt=""
          sizes="64px"
          failedLabel={t('errors.web.loadImage')}
          className="poll-option__image"
        />
      ) : null}
      <span className="poll-option__row">
        <span className="poll-option__text">{text}</span>
        {mine ? <span className="poll-option__mine">{t('readerPoll.yourVote')}</span> : null}
        <span className="poll-option__figures" data-testid="poll-figures">
          <strong>{option.percent}%</strong>{' '}
          <span className="muted">{t('readerPoll.votes', { count: option.votes })}</span>
        </span>
      </span>
      <span className="poll-option__bar" aria-hidden="true">
        <span style={{ width: `${option.percent}%` }} />
      </span>
    </span>
  );
}

/** `text`, but changed at most once per ANNOUNCE_INTERVAL_MS: a burst of votes is spoken once, with the latest words. */
function useThrottled(text: string, now: () => number): string {
  const [spoken, setSpoken] = useState('');
  const last = useRef(-Infinity);
  useEffect(() => {
    if (text === '') return;
    const wait = Math.max(0, last.current + ANNOUNCE_INTERVAL_MS - now());
    const timer = setTimeout(() => {
      last.current = now();
      setSpoken(text);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, now]);
  return spoken;
}
