import { useEffect, useRef, useState } from 'react';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { Routes } from '../../../domain/routing/routes';
import { saveIntentOf, withoutSaveIntent, type SavedKind } from '../../../domain/saved/saved';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';

export interface SaveTarget {
  readonly kind: SavedKind;
  readonly targetId: string;
  /** What the button's accessible name saves ("Save A slow morning at Wat Pho"). */
  readonly title: string;
  /** The page to come back to after signing in, where the save is then made. */
  readonly returnPath: string;
  /** Shows "Saved by N readers" under the button (a place's page). */
  readonly showCount?: boolean;
}

interface Props extends SaveTarget {
  readonly services: Pick<ReaderServices, 'saves'>;
  readonly t: Translate;
}

type Notice = { readonly kind: 'done' | 'removed' } | { readonly kind: 'error'; readonly text: string };

/**
 * "Save" on a content, a trip or a place: a toggle (aria-pressed; named "Save <title>" or "Saved <title>") that
 * keeps it in my Saved, or lets it go.
 * Signed out, it sends the reader to sign in and back with `?save=<kind>`, and the save is made on return.
 * What is already saved is asked only when a sign-in is remembered; until then the button offers to save
 * (saving twice is one save, so that is never wrong).
 */
export function SaveButton({ kind, targetId, title, returnPath, showCount = false, services, t }: Props) {
  const interactive = useInteractive();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const live = useRef(true);
  /** Set by a press: an "is it saved?" answer asked before it no longer says anything. */
  const pressed = useRef(false);

  /** A press is being answered: another press waits for it (the button keeps its focus, aria-disabled). */
  const running = useRef(false);

  const run = async (
    work: () => Promise<{ saved: boolean; savedCount: number } | 'signIn'>,
    done: 'done' | 'removed',
  ) => {
    if (running.current) return;
    running.current = true;
    pressed.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await work();
      if (!live.current) return;
      if (outcome === 'signIn') {
        window.location.assign(loginRedirectTarget(returnPath, `?save=${kind}`));
        return;
      }
      setSaved(outcome.saved);
      setCount(outcome.savedCount);
      setNotice({ kind: done });
    } catch (error) {
      if (live.current) setNotice({ kind: 'error', text: t(normalizeError(error).messageKey) });
    } finally {
      running.current = false;
      if (live.current) setBusy(false);
    }
  };

  useEffect(() => {
    live.current = true;
    const { pathname, search, hash } = window.location;
    const intended = saveIntentOf(search) === kind;
    // Back from signing in to save: take the wish out of the address, and make the save if this tab pressed for
    // it (a link carrying `?save=` that nobody here pressed for saves nothing).
    if (intended) window.history.replaceState(window.history.state, '', withoutSaveIntent(pathname, search, hash));
    if (intended && services.saves.wished(kind, targetId)) {
      void run(() => services.saves.save(kind, targetId), 'done');
    } else {
      services.saves.isSaved(kind, targetId).then(
        (known) => live.current && !pressed.current && known !== null && setSaved(known),
        () => undefined, // unknown: the button keeps offering to save
      );
    }
    if (showCount)
      services.saves.savedCount(kind, targetId).then(
        (known) => live.current && setCount(known),
        () => undefined, // the line stays empty
      );
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per target
  }, [services, kind, targetId]);

  const onClick = () =>
    void (saved
      ? run(() => services.saves.unsave(kind, targetId), 'removed')
      : run(() => services.saves.save(kind, targetId), 'done'));

  return (
    <span className="reader-save">
      <button
        type="button"
        className={`button ${saved ? 'button--primary' : 'button--secondary'} reader-save__button`}
        aria-pressed={saved === true}
        onClick={onClick}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's start.
        disabled={!interactive}
        aria-disabled={busy || undefined}
        data-testid="save-button"
      >
        <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
        {t(saved ? 'reader.save.saved' : 'reader.save.button')}{' '}
        {/* The name says what is saved and starts with the words shown (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">{title}</span>
      </button>
      {/* Always in the page (empty when idle): a live region added with its text is often not read out. */}
      <span className="reader-notice" role="status">
        {notice?.kind === 'done' ? (
          <>
            {t('reader.save.done')} <a href={Routes.saved}>{t('reader.save.seeAll')}</a>
          </>
        ) : null}
        {notice?.kind === 'removed' ? t('reader.save.removed') : null}
      </span>
      {notice?.kind === 'error' ? (
        <span className="reader-notice alert alert--error" role="alert">
          {notice.text}
        </span>
      ) : null}
      {showCount ? (
        // Always there (one line, empty until known), so the count arriving moves nothing below it.
        <span className="reader-save__count muted" data-testid="saved-count">
          {count ? t('reader.save.savedBy', { count }) : ''}
        </span>
      ) : null}
    </span>
  );
}
