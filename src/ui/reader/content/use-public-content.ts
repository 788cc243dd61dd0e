import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PublicContent } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useReaderRouteKey } from '../reader-address';

export type ContentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: PublicContent }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/**
 * The content of a reading page: drawn at once from the data the server embedded, else fetched; a
 * missing, deleted or unpublished content (4040607004) is "not found", anything else an error with retry.
 */
export function usePublicContent(
  services: ReaderServices,
  contentId: string,
  initialData: unknown,
): [ContentState, () => void] {
  const [state, setState] = useState<ContentState>(() => {
    const embedded = services.reader.embeddedContent(contentId, initialData);
    return embedded ? { status: 'ready', content: embedded } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready' && state.content.contentId === contentId) return;
    let live = true;
    services.reader.loadContent(contentId, attempt === 0 ? initialData : null).then(
      (content) => live && setState({ status: 'ready', content }),
      (error: unknown) => {
        if (!live) return;
        const appError = normalizeError(error);
        setState(
          appError.code === ErrorCode.contentNotFound ? { status: 'notFound' } : { status: 'error', error: appError },
        );
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per content and per retry only
  }, [services, contentId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

/**
 * What /contents/[id] and /trips/[id] both start from: the URL's content id, its state with retry, its
 * title once ready, and one "now" per page for dates and opening hours (spec §9 30-minute window).
 */
export function useReaderContent(services: ReaderServices, initialData: unknown) {
  const contentId = useReaderRouteKey();
  const [state, retry] = usePublicContent(services, contentId, initialData);
  const now = useMemo(() => services.now(), [services]);
  return { contentId, state, retry, now, title: state.status === 'ready' ? state.content.title : null };
}
