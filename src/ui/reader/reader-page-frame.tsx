import type { ReactNode } from 'react';
import type { AppError } from '../../domain/errors/app-error';
import type { ReaderLanguage, Translate } from '../../infrastructure/i18n/reader-i18n';
import { readerHomeHref } from './reader-links';
import { ReaderShell, useReaderTitle } from './reader-shell';
import { useInteractive } from './reader-interactive';
import { ReaderSkeleton } from './reader-skeleton';

/** What every reading page loads: drawn from the embedded data or fetched; missing → not found; else an error with retry. */
export type ReaderLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError }
  | { readonly status: 'ready' };

/** The page's own words for the two states that are not the page (translated by the caller). */
export interface ReaderFrameText {
  readonly notFoundTitle: string;
  readonly notFoundBody: string;
  readonly home: string;
  readonly failedTitle: string;
  readonly retry: string;
}

interface FrameProps<S extends ReaderLoad> {
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  readonly state: S;
  readonly retry: () => void;
  /** The page's name once ready ("<name> · Travelogue" in the tab, as the server's <title> says). */
  readonly pageTitle: string | null;
  readonly text: ReaderFrameText;
  /** `services.session.mayBeSignedIn()`: the header offers the account instead of sign-in (reader-shell.tsx). */
  readonly signedIn: boolean;
  /** The page's creator: the logo and the not-found page's home link lead a visitor there (readerHomeHref). */
  readonly creator?: string | null;
  readonly children: (ready: Extract<S, { readonly status: 'ready' }>) => ReactNode;
}

/**
 * The frame the reading pages share (spec §2 public pages): the shell, a skeleton while
 * loading (never the app's loading overlay), not found, an error with retry, and the page once ready.
 */
export function ReaderPageFrame<S extends ReaderLoad>({
  t,
  lang,
  state,
  retry,
  pageTitle,
  text,
  signedIn,
  creator = null,
  children,
}: FrameProps<S>) {
  const interactive = useInteractive();
  const homeHref = readerHomeHref(signedIn, creator);
  useReaderTitle(
    state.status === 'notFound' ? text.notFoundTitle : state.status === 'error' ? text.failedTitle : pageTitle,
  );

  return (
    <ReaderShell t={t} lang={lang} signedIn={signedIn} creator={creator}>
      {state.status === 'loading' ? <ReaderSkeleton t={t} /> : null}
      {state.status === 'notFound' ? (
        <div className="reader-state">
          <h1>{text.notFoundTitle}</h1>
          <p>{text.notFoundBody}</p>
          <a className="button" href={homeHref}>
            {text.home}
          </a>
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="reader-state" role="alert">
          <h1>{text.failedTitle}</h1>
          <p>{t(state.error.messageKey)}</p>
          <button type="button" className="button" onClick={retry} disabled={!interactive}>
            {text.retry}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? children(state as Extract<S, { readonly status: 'ready' }>) : null}
    </ReaderShell>
  );
}
