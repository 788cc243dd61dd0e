import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentListItem } from '../../../domain/content/content';
import { contentPath, type Highlighted } from '../../../domain/feed/discovery';
import { cardSaveIntentOf, withCardSaveIntent } from '../../../domain/saved/saved';
import { useStores } from '../../stores/stores-context';
import { BlurhashImage } from '../blurhash-image/blurhash-image';
import { CardSaveToggle, toastSaveFailure } from './card-save-toggle';
import { HighlightedText } from './highlighted-text';
import './discovery.css';

interface Props {
  readonly item: ContentListItem;
  /** h2 under a page title, h3 inside a section. */
  readonly headingLevel?: 2 | 3;
  /** Search hits: title and summary with their matches marked. */
  readonly highlight?: { readonly title: Highlighted; readonly summary: Highlighted };
  /** Shown instead of the author line (the reader's own contents). */
  readonly meta?: string;
  /** Where the card leads; the public reader page by default. */
  readonly href?: string;
  /** Views and comments; off for drafts, which nobody has read yet. */
  readonly showCounts?: boolean;
  /** The save star; off for the reader's own contents (drafts cannot be saved, and one keeps others' stories). */
  readonly showSave?: boolean;
}

/**
 * A content as a card: cover with its blurhash, kind, title, author and counts. The title link
 * covers the whole card; articles open at /contents/:id and trips at /trips/:id, in the lean reader entry,
 * hence a plain link (a full load) rather than a router link.
 */
export function ContentCard({
  item,
  headingLevel = 3,
  highlight,
  meta,
  href,
  showCounts = true,
  showSave = true,
}: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = item.title.trim() || t('discovery.card.untitled');
  const author = item.author.displayName ?? item.author.username;
  return (
    <article className="feed-card">
      <div className="feed-card__cover">
        {item.cover ? (
          <BlurhashImage image={item.cover} alt="" sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw" />
        ) : (
          <div className="feed-card__no-cover" aria-hidden="true">
            {item.kind === 'trip' ? '🧭' : '✎'}
          </div>
        )}
      </div>
      <div className="feed-card__body">
        <span className={`feed-card__kind feed-card__kind--${item.kind}`}>{t(`discovery.card.kind.${item.kind}`)}</span>
        <Heading className="feed-card__title">
          <a href={href ?? contentPath(item)}>
            {highlight ? <HighlightedText segments={highlight.title} text={title} /> : title}
          </a>
        </Heading>
        {item.summary ? (
          <p className="feed-card__summary">
            {highlight ? <HighlightedText segments={highlight.summary} text={item.summary} /> : item.summary}
          </p>
        ) : null}
        <p className="feed-card__meta">
          {meta ??
            (author ? <span className="feed-card__author">{t('discovery.card.by', { name: author })}</span> : null)}
          {showCounts ? (
            <span className="feed-card__counts">
              <span>{t('discovery.card.views', { count: item.viewCount })}</span>{' '}
              <span>{`· ${t('discovery.card.comments', { count: item.commentCount })}`}</span>
              {item.savedCount === undefined ? null : (
                <>
                  {' '}
                  <span>{`· ${t('discovery.card.savedBy', { count: item.savedCount })}`}</span>
                </>
              )}
            </span>
          ) : null}
          {showSave ? <CardSaveToggle contentId={item.contentId} title={title} /> : null}
        </p>
      </div>
    </article>
  );
}

/**
 * A grid of cards (a list for screen readers). Its cards' saved state is asked once for the whole page (grids
 * drawn together share that one call), again when another reader signs in.
 */
export const ContentGrid = observer(function ContentGrid({
  items,
  label,
  headingLevel,
  highlights,
}: {
  readonly items: readonly ContentListItem[];
  readonly label: string;
  readonly headingLevel?: 2 | 3;
  readonly highlights?: ReadonlyMap<string, { readonly title: Highlighted; readonly summary: Highlighted }>;
}) {
  const { t } = useTranslation();
  const { auth, cardSaves } = useStores();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const reader = auth.isSignedIn ? auth.state.currentUserId : null;
  const intended = cardSaveIntentOf(search);
  useEffect(() => {
    if (reader !== null) cardSaves.want(items.map((item) => item.contentId));
  }, [cardSaves, items, reader]);
  useEffect(() => {
    const item = items.find((candidate) => candidate.contentId === intended);
    if (reader === null || !item) return;
    // Back from signing in to save this card: make the save, and take the wish out of the address.
    void navigate(`${pathname}${withCardSaveIntent(search, null)}${hash}`, { replace: true });
    void cardSaves
      .saveIntended(item.contentId)
      .then((failure) => toastSaveFailure(t, failure, item.title.trim() || t('discovery.card.untitled')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per wish, when its card and the reader are known
  }, [intended, items, reader]);
  return (
    <ul className="feed-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.contentId}>
          <ContentCard item={item} headingLevel={headingLevel} highlight={highlights?.get(item.contentId)} />
        </li>
      ))}
    </ul>
  );
});
