import { useEffect, useState } from 'react';
import type { PlaceContents } from '../../../application/reader/onward-reading.service';
import type { ContentListItem, PublicContent } from '../../../domain/content/content';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { EndOfContentFollow } from '../follow/end-of-content-follow';
import { contentHref, profileHref } from '../reader-links';
import { OnwardSaveStar } from '../save/onward-save-star';

interface OnwardProps {
  readonly content: Pick<PublicContent, 'contentId' | 'author' | 'places'>;
  readonly services: Pick<ReaderServices, 'onward' | 'follows' | 'session' | 'now' | 'saves' | 'comments'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

interface Onward {
  readonly fromCreator: readonly ContentListItem[];
  readonly atPlaces: readonly PlaceContents[];
}

/**
 * The end of /contents/[id] and /trips/[id]: more from the
 * creator, with a link to their profile, and more at the places the content features. Read after the article
 * is drawn (an effect, never blocking it); an empty or failed read shows nothing. Each card has its save star
 * (save/onward-save-star.tsx), over its cover.
 */
export function OnwardReading({ content, services, t, lang }: OnwardProps) {
  const [onward, setOnward] = useState<Onward | null>(null);

  useEffect(() => {
    let current = true;
    setOnward(null);
    void Promise.all([
      services.onward.moreFromCreator(content, undefined, lang),
      services.onward.moreAtPlaces(content),
    ]).then(
      ([fromCreator, atPlaces]) => current && setOnward({ fromCreator, atPlaces }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per content: the same id has the same author and places
  }, [services, content.contentId]);

  /** A row of cards, each with its save star beside its link (a button may not sit inside one), over the cover. */
  const cards = (items: readonly ContentListItem[], label: string) => (
    <ul className="reader-onward__cards" aria-label={label}>
      {items.map((item) => {
        const title = item.title || t('reader.onward.untitled');
        return (
          <li key={item.contentId} className="reader-onward__card" data-testid="onward-card">
            <a href={contentHref(item)}>
              {item.cover ? (
                <BlurhashImage
                  image={item.cover}
                  alt=""
                  sizes="(min-width: 768px) 25vw, 50vw"
                  failedLabel={t('errors.web.loadImage')}
                  className="cv-image"
                />
              ) : (
                <span className="reader-onward__no-cover" aria-hidden="true" />
              )}
              <span className="reader-onward__kind">
                {t(item.kind === 'trip' ? 'reader.onward.trip' : 'reader.onward.article')}
              </span>
              <span className="reader-onward__title">{title}</span>
            </a>
            <OnwardSaveStar
              contentId={item.contentId}
              title={title}
              authorId={item.author.userId}
              services={services}
              t={t}
              lang={lang}
            />
          </li>
        );
      })}
    </ul>
  );

  const username = content.author.username;
  const name = content.author.displayName || (username ? `@${username}` : '');
  if (!onward && !username) return null;
  return (
    <div className="reader-onward" data-testid="onward-reading">
      {username ? (
        <section className="reader-onward__section" aria-labelledby="onward-creator-heading">
          <h2 id="onward-creator-heading">{t('reader.onward.fromCreator', { name })}</h2>
          {onward && onward.fromCreator.length > 0
            ? cards(onward.fromCreator, t('reader.onward.fromCreator', { name }))
            : null}
          <div className="reader-onward__creator">
            <a href={profileHref(username)}>{t('reader.onward.profile', { name })}</a>
            <EndOfContentFollow
              creatorUserId={content.author.userId}
              creatorName={name}
              services={services}
              t={t}
              lang={lang}
            />
          </div>
        </section>
      ) : null}
      {onward?.atPlaces.map(({ place, items }) => (
        <section
          key={place.locationId}
          className="reader-onward__section"
          aria-labelledby={`onward-place-${place.locationId}`}
        >
          <h2 id={`onward-place-${place.locationId}`}>{t('reader.onward.atPlace', { place: place.name })}</h2>
          {cards(items, t('reader.onward.atPlace', { place: place.name }))}
        </section>
      ))}
    </div>
  );
}
