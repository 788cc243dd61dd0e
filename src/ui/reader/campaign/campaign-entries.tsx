import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';
import { cardTitle, ContentCard, type ContentCardLabels } from '../profile/profile-card';
import { LazyCardSaveStar } from '../save/lazy-card-save-star';
import { useCampaignEntries } from './use-campaign';

interface EntriesProps {
  readonly campaignId: string;
  /** Whether the campaign takes entries now: an empty list then invites the first one. */
  readonly open: boolean;
  readonly services: ReaderServices;
  /** The reader's strings with the campaign page's own (readerCampaign.*). */
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

/** A campaign's published entries, read after the page draws, a page at a time ("show more"), each with its save star. */
export function CampaignEntries({ campaignId, open, services, t, lang }: EntriesProps) {
  const interactive = useInteractive();
  const { entries, loadMore, hasMore } = useCampaignEntries(services, campaignId);
  const count = Math.max(entries.totalCount, entries.items.length);
  const labels: ContentCardLabels = {
    trip: t('readerCampaign.trip'),
    article: t('readerCampaign.article'),
    untitled: t('readerCampaign.untitled'),
  };
  return (
    <section
      className="campaign__entries profile__contents"
      aria-labelledby="campaign-entries"
      data-testid="campaign-entries"
    >
      <h2 id="campaign-entries">{t('readerCampaign.entries', { count })}</h2>
      {entries.status === 'idle' && entries.items.length === 0 ? (
        <p className="muted">{open ? t('readerCampaign.noEntriesOpen') : t('readerCampaign.noEntries')}</p>
      ) : null}
      <ul className="profile__grid">
        {entries.items.map((item) => (
          <ContentCard
            key={item.contentId}
            item={item}
            t={t}
            labels={labels}
            testId="campaign-entry"
            star={
              <LazyCardSaveStar
                contentId={item.contentId}
                title={cardTitle(item, labels)}
                authorId={item.author.userId}
                services={services}
                t={t}
                lang={lang}
              />
            }
          />
        ))}
      </ul>
      {entries.status === 'loading' ? (
        <p className="muted" role="status">
          {t('readerCampaign.loadingMore')}
        </p>
      ) : null}
      {entries.status === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {t('readerCampaign.entriesFailed')}
        </p>
      ) : null}
      {(hasMore || entries.status === 'failed') && entries.status !== 'loading' ? (
        <div className="profile__more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={!interactive}>
            {t('readerCampaign.loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
