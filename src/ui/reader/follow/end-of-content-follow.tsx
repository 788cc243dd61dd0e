import { lazy, Suspense, useEffect, useState } from 'react';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { followIntentOf, withFollowIntent } from '../../../domain/follows/follows';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';

const Toggle = lazy(() => import('./follow-button').then(({ FollowButton }) => ({ default: FollowButton })));

interface Props {
  readonly creatorUserId: string;
  readonly creatorName: string;
  readonly services: Pick<ReaderServices, 'follows' | 'session' | 'now'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

/**
 * "Follow" at the end of a content, beside the link to its creator. Most readers of an article are not signed in:
 * for them it is a plain button in the page's HTML, and its code (the toggle, the follow service, their words)
 * downloads only when pressed, which sends them to sign in and back with `?follow=creator` (the follow is made on
 * return). With a sign-in at hand (or back from signing in to follow) the full toggle loads: whether I follow them
 * already, follow and unfollow. The same size either way (.reader-follow__button), so nothing moves.
 */
export function EndOfContentFollow({ creatorUserId, creatorName, services, t, lang }: Props) {
  const interactive = useInteractive();
  const [toggle, setToggle] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (services.session.heldToken(services.now()) !== null || followIntentOf(window.location.search)) setToggle(true);
  }, [services]);

  const press = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const follows = await services.follows();
      const outcome = await follows.follow(creatorUserId);
      if (outcome === 'signIn') {
        const { pathname, search } = window.location;
        window.location.assign(loginRedirectTarget(pathname, withFollowIntent(search)));
        return;
      }
      setToggle(true); // a sign-in was remembered after all: followed, and the toggle now says so
    } catch (failure) {
      setError(t(normalizeError(failure).messageKey));
    } finally {
      setBusy(false);
    }
  };

  const plain = (
    <button
      type="button"
      className="button button--primary reader-follow__button"
      aria-pressed={false}
      onClick={() => void press()}
      // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's start.
      disabled={!interactive}
      aria-disabled={busy || toggle || undefined}
      data-testid="follow-button"
    >
      {t('reader.onward.follow')} <span className="visually-hidden">{creatorName}</span>
    </button>
  );
  return (
    <div className="reader-follow" data-testid="end-follow">
      {toggle ? (
        <Suspense fallback={plain}>
          <Toggle creatorUserId={creatorUserId} creatorName={creatorName} services={services} t={t} lang={lang} />
        </Suspense>
      ) : (
        plain
      )}
      {error ? (
        <span className="reader-notice reader-follow__notice alert alert--error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
