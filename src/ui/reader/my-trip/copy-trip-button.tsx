import { useEffect, useRef, useState } from 'react';
import { COPY_INTENT_QUERY, hasCopyIntent, withoutCopyIntent } from '../../../domain/content/trip-copy';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';

export interface CopyTripTarget {
  readonly tripId: string;
  /** The trip's title, in the button's accessible name ("Copy this trip: Two days in Bangkok"). */
  readonly title: string;
  /** The page to come back to after signing in, where the copy is then made. */
  readonly returnPath: string;
}

interface Props extends CopyTripTarget {
  readonly services: Pick<ReaderServices, 'tripCopies'>;
  readonly t: Translate;
  /** Where the browser goes to edit the copy (the page's own navigation; a test passes its own). */
  readonly go?: (href: string) => void;
}

type Notice =
  { readonly kind: 'done'; readonly href: string } | { readonly kind: 'error'; readonly text: string } | null;

/**
 * "Copy this trip" on a published trip's page: the trip's days and stops become a new draft trip of the reader's,
 * which then opens in the editor (the status line links it too, should the navigation be slow). The call and its
 * service load on the first press. Signed out, the reader goes to sign in and back with `?copy=trip`, and the copy is
 * made on return.
 */
export function CopyTripButton({
  tripId,
  title,
  returnPath,
  services,
  t,
  go = (href) => window.location.assign(href),
}: Props) {
  const interactive = useInteractive();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const live = useRef(true);
  /** A copy is being made: another press waits for it (the button keeps its focus, aria-disabled). */
  const running = useRef(false);

  const copy = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await (await services.tripCopies()).copy(tripId);
      if (!live.current) return;
      if (outcome === 'signIn') {
        window.location.assign(loginRedirectTarget(returnPath, COPY_INTENT_QUERY));
        return;
      }
      const href = fillPathParams(Routes.myContentEdit, { id: outcome.contentId });
      setNotice({ kind: 'done', href });
      go(href);
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
    if (hasCopyIntent(search)) {
      // Back from signing in to copy: take the wish out of the address, and make the copy if this tab pressed for
      // it (a link carrying ?copy=trip alone copies nothing).
      window.history.replaceState(window.history.state, '', withoutCopyIntent(pathname, search, hash));
      void services.tripCopies().then(
        (copies) => {
          if (live.current && copies.wished(tripId)) void copy();
        },
        () => undefined, // the button stays: a press loads it again
      );
    }
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per trip
  }, [tripId]);

  return (
    <p className="reader-copy-trip">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void copy()}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's start.
        disabled={!interactive}
        aria-disabled={busy || undefined}
        data-testid="copy-trip"
        // The name says which trip, and starts with the words shown (WCAG 2.5.3 label in name). A visually hidden
        // span would do too, but Chromium then reads a space before the colon.
        aria-label={`${t(busy ? 'reader.copyTrip.copying' : 'reader.copyTrip.button')}: ${title}`}
      >
        {t(busy ? 'reader.copyTrip.copying' : 'reader.copyTrip.button')}
      </button>{' '}
      {/* Always in the page (empty when idle): a live region added with its text is often not read out. */}
      <span className="reader-notice" role="status">
        {notice?.kind === 'done' ? (
          <>
            {t('reader.copyTrip.done')} <a href={notice.href}>{t('reader.copyTrip.open')}</a>
          </>
        ) : null}
      </span>
      {notice?.kind === 'error' ? (
        <span className="reader-notice alert alert--error" role="alert">
          {notice.text}
        </span>
      ) : null}
    </p>
  );
}
