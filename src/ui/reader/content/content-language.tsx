import type { ContentLanguage, PublicContent } from '../../../domain/content/content';
import { languageNoticeOf } from '../../../domain/content/content-language';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import { useReaderAddress } from '../reader-address';
import { contentHref } from '../reader-links';

/** `?hl=` of a reading page: the version of the content asked for (README "Two languages"); else none. */
export function askedContentLanguage(search: string): ContentLanguage | null {
  const hl = new URLSearchParams(search).get('hl');
  return hl === 'th' || hl === 'en' ? hl : null;
}

/**
 * The URL of the content's version in `language`: its canonical `?hl=` URL (server/reader-pages/reader-page.ts
 * canonicalVersionPath), keeping the rest of the query (`appMode`) but spec §2's `lang`, which is the
 * interface's and is applied once.
 */
export function versionHref(
  content: Pick<PublicContent, 'contentId' | 'kind'>,
  search: string,
  language: ContentLanguage,
): string {
  const query = new URLSearchParams(search);
  query.delete('lang');
  query.delete('hl');
  query.set('hl', language);
  return `${contentHref(content)}?${query.toString()}`;
}

interface Props {
  readonly content: PublicContent;
  /** The reader's interface language: the version they get when the URL names none. */
  readonly lang: ReaderLanguage;
  readonly t: Translate;
}

/**
 * Under a content's title: for a bilingual content, which version this is and a link to the other one (plain
 * links with hreflang, server-rendered, no script); and, when the reader asked for a language the content or some
 * of its parts lack, a notice that it is shown in its original language (content-language.ts languageNoticeOf).
 */
export function ContentLanguageBar({ content, lang, t }: Props) {
  const { search } = useReaderAddress();
  const notice = languageNoticeOf(content, askedContentLanguage(search) ?? lang);
  const others = content.languages?.available.filter((language) => language !== content.language) ?? [];
  if (others.length === 0 && notice.kind === 'none') return null;
  const name = (language: ContentLanguage) => t(`contentTranslation.language.${language}`);
  return (
    <div className="cv-section reader-content-language" data-testid="content-language">
      {others.length > 0 ? (
        <nav className="reader-content-language__switch" aria-label={t('contentLanguage.switchLabel')}>
          <span className="reader-content-language__shown">
            {t('contentLanguage.shownIn', { language: name(content.language) })}
          </span>
          {others.map((other) => (
            <a
              key={other}
              className="button button--secondary reader-content-language__link"
              href={versionHref(content, search, other)}
              hrefLang={other}
              lang={other}
              rel="alternate"
            >
              {t(`contentLanguage.readIn.${other}`)}
            </a>
          ))}
        </nav>
      ) : null}
      {notice.kind === 'original' ? (
        <p className="reader-content-language__notice" role="note">
          {t('contentLanguage.original', { requested: name(notice.requested), shown: name(notice.shown) })}
        </p>
      ) : null}
      {notice.kind === 'partial' ? (
        <p className="reader-content-language__notice" role="note">
          {t('contentLanguage.partial', { requested: name(notice.requested), primary: name(notice.primary) })}
        </p>
      ) : null}
    </div>
  );
}
