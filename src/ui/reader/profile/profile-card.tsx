import type { ContentListItem } from '../../../domain/content/content';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { contentHref } from '../reader-links';

/** One published content of a creator's profile: cover, kind, title, summary, views and comments. */
export function ProfileContentCard({ item, t }: { item: ContentListItem; t: Translate }) {
  return (
    <li className="profile-card" data-testid="profile-content">
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
          {t(item.kind === 'trip' ? 'readerProfile.kindTrip' : 'readerProfile.kindArticle')}
        </span>
        <span className="profile-card__title">{item.title || t('readerProfile.untitled')}</span>
        {item.summary ? <span className="profile-card__summary">{item.summary}</span> : null}
        <span className="profile-card__stats muted">
          {t('readerProfile.views', { count: item.viewCount })} ·{' '}
          {t('readerProfile.comments', { count: item.commentCount })}
        </span>
      </a>
    </li>
  );
}
