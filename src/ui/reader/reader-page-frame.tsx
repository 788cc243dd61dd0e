import { useEffect, type ReactNode } from 'react';
import type { AppError } from '../../domain/errors/app-error';
import type { ReaderLanguage, Translate } from '../../infrastructure/i18n/reader-i18n';
import { ReaderShell } from './reader-shell';
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
  /** "<name> | Travelogue" once ready, so a shared tab reads like the page (the server's <title> says the same). */
  readonly pageTitle: string | null;
  readonly text: ReaderFrameText;
  /** The logo's and the not-found page's home link (reader-links.ts readerHomeHref). */
  readonly homeHref: string;
  readonly children: (ready: Extract<S, { readonly status: 'ready' }>) => ReactNode;
}

/**
 * The frame the reading pages share (spec §2 public pages, issue 4 "Reading"): the shell, a skeleton while
 * loading (never the app's loading overlay), not found, an error with retry, and the page once ready.
 */
export function ReaderPageFrame<S extends ReaderLoad>({
  t,
  lang,
  state,
  retry,
  pageTitle,
  text,
  homeHref,
  children,
}: FrameProps<S>) {
  const interactive = useInteractive();
  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} | Travelogue`;
  }, [pageTitle]);

  return (
    <ReaderShell t={t} lang={lang} homeHref={homeHref}>
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
