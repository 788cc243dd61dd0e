import { lazy, Suspense, type ReactNode } from 'react';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

const PollEmbed = lazy(() => import('./poll-embed'));

/**
 * The `renderPoll` of ContentBody on the reader's content and trip pages: the live poll, loaded
 * as a separate chunk only when a content has a poll section.
 */
export function readerPollSlot(
  services: ReaderServices,
  t: Translate,
  lang: ReaderLanguage,
  returnPath: string,
): (pollId: string) => ReactNode {
  return function renderPoll(pollId) {
    return (
      <Suspense
        fallback={
          <div className="cv-poll-placeholder" role="status" aria-busy="true">
            {t('reader.poll.loading')}
          </div>
        }
      >
        <PollEmbed pollId={pollId} services={services} t={t} lang={lang} returnPath={returnPath} />
      </Suspense>
    );
  };
}
