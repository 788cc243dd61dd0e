import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { useInteractive } from '../reader-interactive';
import { contentHref } from '../reader-links';
import { useCampaignEntries } from './use-campaign';

interface EntriesProps {
  readonly campaignId: string;
  /** Whether the campaign takes entries now: an empty list then invites the first one. */
  readonly open: boolean;
  readonly services: ReaderServices;
  /** The reader's strings with the campaign page's own (readerCampaign.*). */
  readonly t: Translate;
}

/** A campaign's published entries, read after the page draws, a page at a time ("show more"). */
export function CampaignEntries({ campaignId, open, services, t }: EntriesProps) {
  const interactive = useInteractive();
  const { entries, loadMore, hasMore } = useCampaignEntries(services, campaignId);
  const count = Math.max(entries.totalCount, entries.items.length);
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
          <li key={item.contentId} className="profile-card" data-testid="campaign-entry">
            <a className="profile-card__link" href={contentHref(item)}>
              {item.cover ? (
                <BlurhashImage
                  image={item.cover}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  failedLabel={t('errors.web.loadImage')}
                  className="cv-image"
                />
              ) : (
                <span className="profile-card__no-cover" aria-hidden="true" />
              )}
              <span className="profile-card__kind">
                {t(item.kind === 'trip' ? 'readerCampaign.trip' : 'readerCampaign.article')}
              </span>
              <span className="profile-card__title">{item.title || t('readerCampaign.untitled')}</span>
              {item.summary ? <span className="profile-card__summary">{item.summary}</span> : null}
            </a>
          </li>
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
