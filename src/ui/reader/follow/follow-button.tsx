import './follow.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import {
  followIntentOf,
  withFollowIntent,
  withoutFollowIntent,
  type FollowState,
} from '../../../domain/follows/follows';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';
import { withFollowStrings } from './follow-strings';

export interface FollowTarget {
  readonly creatorUserId: string;
  /** The creator as the button's accessible name says it ("Follow Alice"). */
  readonly creatorName: string;
  /** The page to come back to after signing in, where the follow is then made; by default the page it is on. */
  readonly returnPath?: string;
}

interface Props extends FollowTarget {
  readonly services: Pick<ReaderServices, 'follows' | 'session' | 'now'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /** Told of each known state (the count beside the button moves with the press). */
  readonly onState?: (state: FollowState) => void;
}

type Notice = { readonly kind: 'followed' | 'unfollowed' } | { readonly kind: 'error'; readonly text: string };

/**
 * "Follow" on a creator: a toggle (aria-pressed; named "Follow <name>" or "Following <name>"). Signed out, it sends
 * the reader to sign in and back with `?follow=creator`, and the follow is made on return. Whether I follow them is
 * asked only when a sign-in is remembered; until then the button offers to follow. The creator themself sees none.
 */
export function FollowButton({ creatorUserId, creatorName, returnPath, services, t: pageT, lang, onState }: Props) {
  const t = useMemo(() => withFollowStrings(pageT, lang), [pageT, lang]);
  const interactive = useInteractive();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [self, setSelf] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const live = useRef(true);
  /** Set by a press: an "am I following?" answer asked before it no longer says anything. */
  const pressed = useRef(false);
  /** A press is being answered: another press waits for it (the button keeps its focus, aria-disabled). */
  const running = useRef(false);

  const known = (state: FollowState) => {
    setFollowing(state.following);
    setSelf(state.self);
    onState?.(state);
  };

  const run = async (work: () => Promise<FollowState | 'signIn'>, done: 'followed' | 'unfollowed') => {
    if (running.current) return;
    running.current = true;
    pressed.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await work();
      if (!live.current) return;
      if (outcome === 'signIn') {
        window.location.assign(
          loginRedirectTarget(returnPath ?? window.location.pathname, withFollowIntent(window.location.search)),
        );
        return;
      }
      known(outcome);
      setNotice({ kind: done });
    } catch (error) {
      if (!live.current) return;
      const appError = normalizeError(error);
      // Back from signing in to follow my own profile: there is nothing to follow, and no button.
      if (appError.code === ErrorCode.followSelf) setSelf(true);
      setNotice({ kind: 'error', text: t(appError.messageKey) });
    } finally {
      running.current = false;
      if (live.current) setBusy(false);
    }
  };

  useEffect(() => {
    live.current = true;
    const { pathname, search, hash } = window.location;
    if (followIntentOf(search)) {
      // Back from signing in to follow: make the follow if this tab pressed for it, and take the wish out of the
      // address (a link carrying `?follow=creator` that nobody here pressed for follows nobody).
      window.history.replaceState(window.history.state, '', withoutFollowIntent(pathname, search, hash));
      void services.follows().then(
        (follows) => {
          if (!live.current) return;
          if (follows.wished(creatorUserId)) void run(() => follows.follow(creatorUserId), 'followed');
          else void follows.status(creatorUserId).then((state) => live.current && state !== null && known(state));
        },
        () => undefined, // the button keeps offering to follow
      );
    } else if (services.session.heldToken(services.now()) !== null) {
      // Asked only with a token at hand: an anonymous reader downloads nothing for the button until they press it.
      services
        .follows()
        .then((follows) => follows.status(creatorUserId))
        .then(
          (state) => live.current && !pressed.current && state !== null && known(state),
          () => undefined, // unknown: the button keeps offering to follow
        );
    }
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per creator
  }, [services, creatorUserId]);

  const onClick = () =>
    void (following
      ? run(async () => (await services.follows()).unfollow(creatorUserId), 'unfollowed')
      : run(async () => (await services.follows()).follow(creatorUserId), 'followed'));

  return (
    <>
      {self ? null : (
        <button
          type="button"
          className={`button ${following ? 'button--secondary' : 'button--primary'} reader-follow__button`}
          aria-pressed={following === true}
          onClick={onClick}
          // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's start.
          disabled={!interactive}
          aria-disabled={busy || undefined}
          data-testid="follow-button"
        >
          {t(following ? 'readerFollow.following' : 'readerFollow.button')}{' '}
          {/* The name says whom, and starts with the words shown (WCAG 2.5.3 label in name). */}
          <span className="visually-hidden">{creatorName}</span>
        </button>
      )}
      {/* Always in the page (empty when idle): a live region added with its text is often not read out. */}
      <span className="reader-notice reader-follow__notice" role="status">
        {notice?.kind === 'followed' ? t('readerFollow.done', { name: creatorName }) : null}
        {notice?.kind === 'unfollowed' ? t('readerFollow.removed', { name: creatorName }) : null}
      </span>
      {notice?.kind === 'error' ? (
        <span className="reader-notice reader-follow__notice alert alert--error" role="alert">
          {notice.text}
        </span>
      ) : null}
    </>
  );
}
