import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExploreLinks } from './explore-links';

export interface InfoSection {
  readonly title: string;
  readonly body: string;
}

/** Sections of an informational page, read from the locale files (`<page>.sections`). */
export function useSections(key: string): readonly InfoSection[] {
  const { t } = useTranslation();
  const value = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as InfoSection[]) : [];
}

/** Layout of the static pages (about, terms, standards, help): one h1, a lead, titled sections, the way on. */
export function InfoPage({
  titleKey,
  leadKey,
  sectionsKey,
  children,
}: {
  readonly titleKey: string;
  readonly leadKey: string;
  readonly sectionsKey?: string;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const sections = useSections(sectionsKey ?? '');
  return (
    <article className="container page stack" aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{t(titleKey)}</h1>
        <p className="page__lead">{t(leadKey)}</p>
      </header>
      {sectionsKey
        ? sections.map((section) => (
            <section key={section.title} className="info-section">
              <h2>{section.title}</h2>
              <p>{section.body}</p>
            </section>
          ))
        : null}
      {children}
      <ExploreLinks />
    </article>
  );
}
