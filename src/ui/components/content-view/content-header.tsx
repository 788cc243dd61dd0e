import './content-view.css';
import type { ContentAuthor, ContentLanguage, ImageRef } from '../../../domain/content/content';
import { formatDate, formatTimeAgo } from '../../../domain/time/date-formats';
import { READER_IMAGE_SIZES } from '../../../domain/content/responsive-image';
import { BlurhashImage } from '../blurhash-image/blurhash-image';
import type { ViewLanguage, ViewTranslate } from './view-translate';

interface Props {
  readonly title: string;
  readonly summary: string;
  readonly cover: ImageRef | null;
  readonly author: ContentAuthor;
  /** ISO time of publication; null in an editor preview of a never-published draft. */
  readonly publishedAt: string | null;
  readonly now: number;
  readonly lang: ViewLanguage;
  readonly t: ViewTranslate;
  /** The public reader links the author to /profiles/<username>; the editor preview does not navigate. */
  readonly linkAuthor?: boolean;
  /** The languages the title and summary are written in (the reader's; a page in another language says so). */
  readonly textLanguages?: { readonly title: ContentLanguage; readonly summary: ContentLanguage };
}

export const authorName = (author: ContentAuthor, t: ViewTranslate): string =>
  author.displayName || author.username || t('contentView.author.unknown');

/**
 * The top of a content: the cover (loaded first, with its blurhash), the one h1 of the page, the summary,
 * the author and when it was published, as a date and as the compact relative time of spec §9.
 */
export function ContentHeader({
  title,
  summary,
  cover,
  author,
  publishedAt,
  now,
  lang,
  t,
  linkAuthor = true,
  textLanguages,
}: Props) {
  const name = authorName(author, t);
  return (
    <div className="cv-header">
      {cover ? (
        <div className="cv-header__cover">
          <BlurhashImage
            image={cover}
            alt={t('contentView.cover.alt', { title })}
            eager
            sizes={READER_IMAGE_SIZES}
            failedLabel={t('errors.web.loadImage')}
            className="cv-image"
          />
        </div>
      ) : null}
      <div className="cv-header__text cv-section">
        <h1 className="cv-header__title" lang={title ? textLanguages?.title : undefined}>
          {title || t('contentView.untitled')}
        </h1>
        {summary ? (
          <p className="cv-header__summary" lang={textLanguages?.summary}>
            {summary}
          </p>
        ) : null}
        <div className="cv-header__byline">
          {author.avatarImage ? (
            <img className="cv-header__avatar" src={author.avatarImage} alt="" width={40} height={40} />
          ) : null}
          <span>
            {linkAuthor && author.username ? (
              <a href={`/profiles/${encodeURIComponent(author.username)}`} rel="author">
                {name}
              </a>
            ) : (
              <span>{name}</span>
            )}
            {publishedAt ? <PublishedAt iso={publishedAt} now={now} lang={lang} t={t} /> : null}
          </span>
        </div>
      </div>
    </div>
  );
}

function PublishedAt({ iso, now, lang, t }: { iso: string; now: number; lang: ViewLanguage; t: ViewTranslate }) {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const date = formatDate(then, 'DATE', lang);
  return (
    <span className="cv-header__date">
      {' · '}
      <time dateTime={iso} title={formatDate(then, 'DEFAULT', lang)}>
        {date}
      </time>
      {' · '}
      <span>{formatTimeAgo(then, now, t)}</span>
    </span>
  );
}
