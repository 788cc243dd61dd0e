import type { Translate } from '../../infrastructure/i18n/reader-i18n';

/**
 * What a reader page shows while its data arrives: grey blocks where the cover, title and text will be,
 * never the loading overlay (spec §2: no overlay on /contents/[id]).
 */
export function ReaderSkeleton({ t }: { t: Translate }) {
  return (
    <div className="reader-skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">{t('reader.loading')}</span>
      <div className="reader-skeleton__cover" />
      <div className="reader-skeleton__line reader-skeleton__line--title" />
      <div className="reader-skeleton__line" />
      <div className="reader-skeleton__line" />
      <div className="reader-skeleton__line reader-skeleton__line--short" />
    </div>
  );
}
