import type { ReactNode } from 'react';
import type { ContentListItem } from '../../../domain/content/content';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { contentHref } from '../reader-links';

/** The words a card's page uses for the kind and a missing title (each page's strings live in its own chunk). */
export interface ContentCardLabels {
  readonly trip: string;
  readonly article: string;
  readonly untitled: string;
}

/**
 * One content in a grid of cards (a creator's profile, a campaign's entries, a place's "featured in"): cover,
 * kind, title and summary, linking to the content, with what the page adds below, and its save star over the
 * cover (beside the link: a button may not sit inside one).
 */
export function ContentCard({
  item,
  t,
  labels,
  testId,
  star,
  children,
}: {
  readonly item: ContentListItem;
  readonly t: Translate;
  readonly labels: ContentCardLabels;
  readonly testId: string;
  /** The card's save star (card-save-star.tsx), or its island on a server-rendered page. */
  readonly star?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <li className="profile-card" data-testid={testId}>
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
        <span className="profile-card__kind">{item.kind === 'trip' ? labels.trip : labels.article}</span>
        <span className="profile-card__title">{cardTitle(item, labels)}</span>
        {item.summary ? <span className="profile-card__summary">{item.summary}</span> : null}
        {children}
      </a>
      {star}
    </li>
  );
}

/** The profile's (and a place's) words for a card. */
export const profileCardLabels = (t: Translate): ContentCardLabels => ({
  trip: t('readerProfile.kindTrip'),
  article: t('readerProfile.kindArticle'),
  untitled: t('readerProfile.untitled'),
});

/** The title a card shows, which its save star names. */
export const cardTitle = (item: Pick<ContentListItem, 'title'>, labels: Pick<ContentCardLabels, 'untitled'>): string =>
  item.title || labels.untitled;

/** One published content of a creator's profile: cover, kind, title, summary, views and comments. */
export function ProfileContentCard({ item, t, star }: { item: ContentListItem; t: Translate; star?: ReactNode }) {
  return (
    <ContentCard item={item} t={t} labels={profileCardLabels(t)} testId="profile-content" star={star}>
      <span className="profile-card__stats muted">
        {t('readerProfile.views', { count: item.viewCount })} ·{' '}
        {t('readerProfile.comments', { count: item.commentCount })}
      </span>
    </ContentCard>
  );
}
