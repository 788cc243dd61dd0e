import { useMemo } from 'react';
import type { ContentLanguage, PublicContent } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useReaderRouteKey } from '../reader-address';
import { useReaderResource } from '../use-reader-resource';

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
  const { state, retry } = useReaderResource(
    contentId,
    () => services.reader.embeddedContent(contentId, initialData),
    // A retry reads afresh; the first attempt may still find the content in what the server embedded.
    (attempt) => services.reader.loadContent(contentId, attempt === 0 ? initialData : null),
    (content) => content.contentId === contentId,
  );
  return [state.status === 'ready' ? { status: 'ready', content: state.value } : state, retry];
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

/** The languages a content's title and summary are shown in (a bilingual one's summary may be untranslated). */
export const textLanguagesOf = (
  content: Pick<PublicContent, 'language' | 'languages'>,
): { title: ContentLanguage; summary: ContentLanguage } => ({
  title: content.languages?.title ?? content.language,
  summary: content.languages?.summary ?? content.language,
});
