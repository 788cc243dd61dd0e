import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { completeMention } from '../../../application/reader/comments.service';
import { COMMENT_MAX_LENGTH, commentLength } from '../../../domain/content/comment-rules';
import type { CommentView, ContentAuthor } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';

/** Window event a posted comment or reply raises, so the content's comment count can follow (ContentStats). */
export const COMMENT_POSTED_EVENT = 'travelogue:comment-posted';

const announceCommentPosted = (contentId: string): void => {
  window.dispatchEvent(new CustomEvent(COMMENT_POSTED_EVENT, { detail: { contentId } }));
};

interface Props {
  readonly target: { contentId: string } | { commentId: string };
  /** The page to come back to after signing in. */
  readonly returnPath: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly onPosted: (comment: CommentView) => void;
}

const MENTION_DELAY_MS = 250;

/**
 * Writing a comment or a reply: anonymous readers see "Sign in to comment" leading to
 * /login?redirectUrl=<this page>; a signed-in reader writes, with @mention suggestions while typing @.
 */
export function CommentForm({ target, returnPath, label, submitLabel, services, t, onPosted }: Props) {
  const interactive = useInteractive();
  const [canWrite, setCanWrite] = useState(() => services.comments.mayWrite());
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mentionQuery, setMentionQuery] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<readonly ContentAuthor[]>([]);
  /** The suggestion the arrow keys are on (aria-activedescendant): Enter or Tab takes it. */
  const [active, setActive] = useState(0);
  /** Escape closes the list for the mention being typed; typing on opens it again. */
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const caretAfterChoice = useRef<number | null>(null);
  const id = useId();

  useEffect(() => {
    if (!mentionQuery) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      services.comments.suggestMentions(mentionQuery).then(
        (found) => {
          if (!live) return;
          setSuggestions(found.filter((user) => user.username));
          setActive(0);
        },
        () => live && setSuggestions([]),
      );
    }, MENTION_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mentionQuery, services]);

  // The person writes on right after the mention, even when it was chosen in the middle of the text.
  useEffect(() => {
    const at = caretAfterChoice.current;
    if (at === null || !field.current) return;
    caretAfterChoice.current = null;
    field.current.setSelectionRange(at, at);
  }, [text]);

  if (!canWrite) {
    return (
      <a className="button button--secondary" href={`/login?redirectUrl=${returnPath}`}>
        {t('reader.comments.signIn')}
      </a>
    );
  }

  const onChange = (value: string, caret: number) => {
    setText(value);
    const query = services.comments.mentionQuery(value.slice(0, caret));
    setMentionQuery(query);
    setClosedFor(null); // typing on after Escape offers the suggestions again
    if (query === null) setSuggestions([]);
  };

  const choose = (username: string) => {
    const caret = field.current?.selectionStart ?? text.length;
    const before = completeMention(text.slice(0, caret), username);
    caretAfterChoice.current = before.length;
    setText(before + text.slice(caret));
    setMentionQuery(null);
    setSuggestions([]);
    field.current?.focus();
  };

  /**
   * The suggestions are a listbox driven from the text box (the ARIA combobox pattern with
   * aria-activedescendant): focus stays where the person types; arrows move, Enter or Tab choose, Escape closes.
   */
  const open = suggestions.length > 0 && mentionQuery !== null && closedFor !== mentionQuery;
  const optionId = (index: number) => `${id}-mention-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown') setActive((active + 1) % count);
    else if (event.key === 'ArrowUp') setActive((active - 1 + count) % count);
    else if (event.key === 'Enter' || event.key === 'Tab') choose(suggestions[Math.min(active, count - 1)].username!);
    else if (event.key === 'Escape') setClosedFor(mentionQuery);
    else return;
    event.preventDefault();
  };

  /** The server's own rule (contract): an empty text only keeps the button off, the others are explained. */
  const problem = services.comments.textProblem(text);
  const shownProblem = problem === 'tooLong' || problem === 'control' ? problem : null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem !== null || sending) return;
    setSending(true);
    setError(null);
    try {
      const posted = await services.comments.write(target, text);
      if (posted === null) setCanWrite(false);
      else {
        setText('');
        onPosted(posted);
        announceCommentPosted(posted.contentId);
      }
    } catch (failure) {
      setError(t(normalizeError(failure).messageKey));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="reader-form field" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-text`}>{label}</label>
      <textarea
        ref={field}
        id={`${id}-text`}
        value={text}
        readOnly={!interactive}
        placeholder={t('reader.comments.placeholder')}
        aria-invalid={shownProblem !== null}
        aria-describedby={
          [error ? `${id}-error` : '', shownProblem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
        }
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-controls={open ? `${id}-mentions` : undefined}
        aria-activedescendant={open ? optionId(Math.min(active, suggestions.length - 1)) : undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(event.target.value, event.target.selectionStart ?? event.target.value.length)}
      />
      {open ? (
        <ul id={`${id}-mentions`} className="reader-mentions" role="listbox" aria-label={t('reader.comments.mentions')}>
          {suggestions.map((user, index) => (
            // Chosen with the keyboard from the text box (aria-activedescendant) or with a click; pressing an
            // option keeps the focus in the text box.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled by the text box (above)
            <li
              key={user.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'reader-mentions__option is-active' : 'reader-mentions__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => interactive && choose(user.username!)}
            >
              <strong>@{user.username}</strong>{' '}
              {user.displayName ? <span className="muted">{user.displayName}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {open ? t('reader.comments.mentionsFound', { count: suggestions.length }) : ''}
      </p>
      {shownProblem ? (
        <p id={`${id}-problem`} className="field__error">
          {t(`reader.comments.${shownProblem}`, { max: COMMENT_MAX_LENGTH })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reader-form__row">
        <span className="field__hint">
          {t('reader.comments.length', { count: commentLength(text), max: COMMENT_MAX_LENGTH })}
        </span>
        <button type="submit" className="button" disabled={!interactive || sending || problem !== null}>
          {sending ? t('reader.comments.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
