import './content-view.css';
import { useMemo, type ReactNode } from 'react';
import type { ContentLanguage, PlaceSummary, Section, ShownLanguages } from '../../../domain/content/content';
import { BlurhashImage } from '../blurhash-image/blurhash-image';
import { DaySectionView, type RenderDayPlan } from './day-section';
import { LocationCard } from './location-card';
import { RichText } from './rich-text';
import { untranslatedLanguage, UntranslatedSection } from './untranslated-section';
import type { ViewLanguage, ViewTranslate } from './view-translate';

interface Props {
  readonly sections: readonly Section[];
  /** The places the content references (PublicContent.places); the editor passes what it has resolved. */
  readonly places: readonly PlaceSummary[];
  /** Wall-clock milliseconds: the opening status is computed for this moment. */
  readonly now: number;
  readonly t: ViewTranslate;
  /**
   * How a poll section shows: the reader passes its live poll (a lazy chunk); without it (the
   * editor's preview) a plain box links to /polls/ID.
   */
  readonly renderPoll?: (pollId: string) => ReactNode;
  /** What follows a location section's card for a known place (the reader's "add to my trip"); nothing when absent. */
  readonly renderPlaceAction?: (place: PlaceSummary) => ReactNode;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ViewLanguage;
  /** Trip days checking themselves (the editor's preview passes dayPlanView); absent, the plain day view. */
  readonly renderDayPlan?: RenderDayPlan;
  /**
   * A bilingual content as the reader shows it: the language shown and which language each section is in; a
   * section left in the primary language is marked (untranslated-section.tsx). Absent: nothing is marked.
   */
  readonly shown?: { readonly language: ContentLanguage; readonly languages?: ShownLanguages };
}

/**
 * The sections of a content as readers see them, shared by the public reader and the
 * editor's preview: text (sanitized again here), images with blurhash placeholders, locations with their
 * opening status and a small map, trip days with their stops, and polls. Each section is at most 1043 px wide on
 * big screens and 674 px below (spec §9), set in content-view.css from the same domain constants.
 */
export function ContentBody({
  sections,
  places,
  now,
  t,
  renderPoll,
  renderPlaceAction,
  lang,
  renderDayPlan,
  shown,
}: Props) {
  const byId = useMemo(() => new Map(places.map((place) => [place.locationId, place])), [places]);
  // Days are numbered in the order they appear, counted before rendering rather than during it.
  const dayNumbers = useMemo(() => {
    const numbers = new Map<string, number>();
    for (const section of sections) if (section.type === 'day') numbers.set(section.sectionId, numbers.size + 1);
    return numbers;
  }, [sections]);
  return (
    <div className="cv-body" lang={shown?.language}>
      {sections.map((section) => {
        const view = sectionView(section);
        const other = shown ? untranslatedLanguage(shown.languages, shown.language, section.sectionId) : null;
        return other && view ? (
          <UntranslatedSection key={section.sectionId} language={other} t={t}>
            {view}
          </UntranslatedSection>
        ) : (
          view
        );
      })}
    </div>
  );

  function sectionView(section: Section): ReactNode {
    switch (section.type) {
      case 'text':
        return <RichText key={section.sectionId} html={section.html} />;
      case 'image':
        return (
          <figure key={section.sectionId} className="cv-section cv-figure">
            <BlurhashImage
              image={section.image}
              alt={section.caption || t('contentView.image.alt')}
              failedLabel={t('errors.web.loadImage')}
              className="cv-image"
            />
            {section.caption ? <figcaption>{section.caption}</figcaption> : null}
          </figure>
        );
      case 'location': {
        const place = section.locationId ? (byId.get(section.locationId) ?? null) : null;
        return (
          <div key={section.sectionId} className="cv-section">
            <LocationCard
              place={place}
              pending={section.pendingLocation}
              note={section.note}
              now={now}
              t={t}
              lang={lang}
            />
            {place && !place.pending && renderPlaceAction ? renderPlaceAction(place) : null}
          </div>
        );
      }
      case 'day':
        return (
          <div key={section.sectionId} className="cv-section">
            <DaySectionView
              section={section}
              dayNumber={dayNumbers.get(section.sectionId) ?? 0}
              places={byId}
              now={now}
              t={t}
              lang={lang}
              renderPlan={renderDayPlan}
            />
          </div>
        );
      case 'poll':
        return (
          <div key={section.sectionId} className="cv-section cv-poll" data-poll-id={section.pollId}>
            {renderPoll ? renderPoll(section.pollId) : <PollLink pollId={section.pollId} t={t} />}
          </div>
        );
      default:
        return null;
    }
  }
}

/** The poll section where no live poll is given (the editor's preview): a box with a link to its page. */
function PollLink({ pollId, t }: { pollId: string; t: ViewTranslate }) {
  return (
    <p className="cv-poll__link card">
      <strong>{t('contentView.poll.label')}</strong>{' '}
      <a href={`/polls/${encodeURIComponent(pollId)}`}>{t('contentView.poll.open')}</a>
    </p>
  );
}
