import type { ContentDocument, DaySection, TripStop } from '../content/content';
import { CONTENT_LIMITS, documentProblems, type ContentProblem } from '../content/content-rules';
import type { IdGenerator } from '../content/section-edits';
import { formatCalendarDay } from '../time/date-formats';
import type { ImportPlan, PlannedDay, PlannedStop } from './import-plan';

/** The known place a stop was matched to (within IMPORT_MATCH_RADIUS_M), as the preview names it. */
export interface StopMatch {
  readonly locationId: string;
  readonly name: string;
  readonly distanceM: number;
}

/**
 * What the person decided in the preview: each stop's match (null: no known place near it) and which
 * unmatched stops to propose as new places (the others are left out).
 */
export interface ImportChoices {
  readonly matches: ReadonlyMap<string, StopMatch | null>;
  readonly proposeNew: ReadonlySet<string>;
}

// Collapses runs of white space and control characters: a pending place's name is one line.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const SPACES = /[\s\u0000-\u001F\u007F]+/g;

/**
 * The name a new (pending) place gets: the point's own, on one line, within the pending name limit; a point
 * without one is named by its coordinates, so the spec §8 4000607032 rule (a name) always holds.
 */
export function pendingNameOf(stop: Pick<PlannedStop, 'name' | 'lat' | 'lng'>): string {
  const name = stop.name.replace(SPACES, ' ').trim();
  return (name || `${stop.lat.toFixed(5)}, ${stop.lng.toFixed(5)}`).slice(0, CONTENT_LIMITS.pendingNameMax).trim();
}

/** A day's title: its date in the trip's language, the route's/track's/folder's name, or both. */
export function importedDayTitle(day: Pick<PlannedDay, 'date' | 'name'>, language: string): string {
  const date = day.date ? formatCalendarDay(day.date, language) : '';
  const title = [date, day.name].filter((part) => part.length > 0).join(' · ');
  return title.slice(0, CONTENT_LIMITS.dayTitleMax);
}

function stopOf(stop: PlannedStop, choices: ImportChoices, newId: IdGenerator): TripStop | null {
  const match = choices.matches.get(stop.key) ?? null;
  const base = { stopId: newId(), note: '', time: stop.time };
  if (match) return { ...base, locationId: match.locationId, pendingLocation: null };
  if (!choices.proposeNew.has(stop.key)) return null;
  return {
    ...base,
    locationId: null,
    pendingLocation: { name: pendingNameOf(stop), lat: stop.lat, lng: stop.lng, address: '' },
  };
}

/** The day sections the plan makes with the person's choices; a day left with no stop is not added. */
export function importedDays(
  plan: ImportPlan,
  choices: ImportChoices,
  language: string,
  newId: IdGenerator,
): DaySection[] {
  return plan.days.flatMap((day) => {
    const stops = day.stops.flatMap((stop) => stopOf(stop, choices, newId) ?? []);
    if (stops.length === 0) return [];
    return [{ sectionId: newId(), type: 'day', title: importedDayTitle(day, language), stops }];
  });
}

/**
 * The trip with the imported days after its own sections, and what the content rules say of it (the same
 * check the server makes on the save; pending-place problems first, spec §8 4000607032).
 */
export function withImportedDays(
  document: ContentDocument,
  days: readonly DaySection[],
): { readonly document: ContentDocument; readonly problems: readonly ContentProblem[] } {
  const next: ContentDocument = { ...document, sections: [...document.sections, ...days] };
  return { document: next, problems: documentProblems('trip', next) };
}

/** How many more day sections a trip with `sections` can take. */
export const daysLeftIn = (document: Pick<ContentDocument, 'sections'>): number =>
  Math.max(0, CONTENT_LIMITS.sectionsMax - document.sections.length);
