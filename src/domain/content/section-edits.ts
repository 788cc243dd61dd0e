import type { ContentKind, DaySection, Section, SectionType, TripStop } from './content';
import { CONTENT_LIMITS } from './content-rules';

/**
 * Pure edits of a content's ordered sections and of a trip day's stops (editor: "sections added,
 * reordered and removed"; trip days with stops). Every function returns a new array and leaves its input
 * untouched; an edit that does not apply (unknown id, index out of range, a limit reached) returns the
 * input itself, so callers can compare by reference to see that nothing changed.
 * Ids come from the caller's generator (the domain makes no randomness).
 */
export type IdGenerator = () => string;

/** A section before it has an id. */
export type NewSection = Section extends infer S ? (S extends Section ? Omit<S, 'sectionId'> : never) : never;
export type NewStop = Omit<TripStop, 'stopId'>;
type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type SectionPatch<T extends SectionType> = Partial<Omit<SectionOf<T>, 'sectionId' | 'type'>>;
export type StopPatch = Partial<Omit<TripStop, 'stopId'>>;

/** Day sections belong to trips only (content contract); a poll goes in either kind. */
export function sectionTypesFor(kind: ContentKind): readonly SectionType[] {
  return kind === 'trip' ? ['text', 'image', 'location', 'day', 'poll'] : ['text', 'image', 'location', 'poll'];
}

export function canAddSection(kind: ContentKind, sections: readonly Section[], type: SectionType): boolean {
  return sections.length < CONTENT_LIMITS.sectionsMax && sectionTypesFor(kind).includes(type);
}

export function canAddStop(day: DaySection): boolean {
  return day.stops.length < CONTENT_LIMITS.stopsMax;
}

/** An id the list does not use yet (a generator may repeat itself; ids key reordering, so they must be unique). */
function freshId(taken: readonly string[], newId: IdGenerator): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const id = newId();
    if (!taken.includes(id)) return id;
  }
  throw new Error('the id generator keeps repeating ids that are already used');
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length, Math.trunc(index)));

function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= items.length) return items;
  const target = Math.max(0, Math.min(items.length - 1, Math.trunc(to)));
  if (target === from) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** Inserts `section` at `index` (clamped; the end when omitted) under a fresh id. */
export function insertSection(
  kind: ContentKind,
  sections: readonly Section[],
  section: NewSection,
  newId: IdGenerator,
  index: number = sections.length,
): readonly Section[] {
  if (!canAddSection(kind, sections, section.type)) return sections;
  const created = {
    ...section,
    sectionId: freshId(
      sections.map((s) => s.sectionId),
      newId,
    ),
  } as Section;
  const next = [...sections];
  next.splice(clampIndex(index, sections.length), 0, created);
  return next;
}

export function removeSection(sections: readonly Section[], sectionId: string): readonly Section[] {
  const index = sections.findIndex((s) => s.sectionId === sectionId);
  return index < 0 ? sections : sections.filter((_, i) => i !== index);
}

export function moveSectionTo(sections: readonly Section[], sectionId: string, toIndex: number): readonly Section[] {
  return moveItem(
    sections,
    sections.findIndex((s) => s.sectionId === sectionId),
    toIndex,
  );
}

export function moveSectionUp(sections: readonly Section[], sectionId: string): readonly Section[] {
  const index = sections.findIndex((s) => s.sectionId === sectionId);
  return index <= 0 ? sections : moveItem(sections, index, index - 1);
}

export function moveSectionDown(sections: readonly Section[], sectionId: string): readonly Section[] {
  const index = sections.findIndex((s) => s.sectionId === sectionId);
  return index < 0 || index === sections.length - 1 ? sections : moveItem(sections, index, index + 1);
}

/** Changes fields of the section with `sectionId` when it is of `type`; its id and type never change. */
export function updateSection<T extends SectionType>(
  sections: readonly Section[],
  sectionId: string,
  type: T,
  patch: SectionPatch<T>,
): readonly Section[] {
  const index = sections.findIndex((s) => s.sectionId === sectionId && s.type === type);
  if (index < 0) return sections;
  const next = [...sections];
  next[index] = { ...sections[index], ...patch, sectionId, type } as Section;
  return next;
}

function editDay(
  sections: readonly Section[],
  daySectionId: string,
  edit: (stops: readonly TripStop[]) => readonly TripStop[],
): readonly Section[] {
  const index = sections.findIndex((s) => s.sectionId === daySectionId && s.type === 'day');
  if (index < 0) return sections;
  const day = sections[index] as DaySection;
  const stops = edit(day.stops);
  if (stops === day.stops) return sections;
  const next = [...sections];
  next[index] = { ...day, stops };
  return next;
}

export function insertStop(
  sections: readonly Section[],
  daySectionId: string,
  stop: NewStop,
  newId: IdGenerator,
  index?: number,
): readonly Section[] {
  return editDay(sections, daySectionId, (stops) => {
    if (stops.length >= CONTENT_LIMITS.stopsMax) return stops;
    const next = [...stops];
    next.splice(clampIndex(index ?? stops.length, stops.length), 0, {
      ...stop,
      stopId: freshId(
        stops.map((s) => s.stopId),
        newId,
      ),
    });
    return next;
  });
}

export function removeStop(sections: readonly Section[], daySectionId: string, stopId: string): readonly Section[] {
  return editDay(sections, daySectionId, (stops) =>
    stops.some((s) => s.stopId === stopId) ? stops.filter((s) => s.stopId !== stopId) : stops,
  );
}

export function moveStopTo(
  sections: readonly Section[],
  daySectionId: string,
  stopId: string,
  toIndex: number,
): readonly Section[] {
  return editDay(sections, daySectionId, (stops) =>
    moveItem(
      stops,
      stops.findIndex((s) => s.stopId === stopId),
      toIndex,
    ),
  );
}

export function moveStopUp(sections: readonly Section[], daySectionId: string, stopId: string): readonly Section[] {
  return editDay(sections, daySectionId, (stops) => {
    const index = stops.findIndex((s) => s.stopId === stopId);
    return index <= 0 ? stops : moveItem(stops, index, index - 1);
  });
}

export function moveStopDown(sections: readonly Section[], daySectionId: string, stopId: string): readonly Section[] {
  return editDay(sections, daySectionId, (stops) => {
    const index = stops.findIndex((s) => s.stopId === stopId);
    return index < 0 || index === stops.length - 1 ? stops : moveItem(stops, index, index + 1);
  });
}

export function updateStop(
  sections: readonly Section[],
  daySectionId: string,
  stopId: string,
  patch: StopPatch,
): readonly Section[] {
  return editDay(sections, daySectionId, (stops) => {
    const index = stops.findIndex((s) => s.stopId === stopId);
    if (index < 0) return stops;
    const next = [...stops];
    next[index] = { ...stops[index], ...patch, stopId };
    return next;
  });
}

/** Empty starting points for the "add section" menu (an image section needs its uploaded image). */
export const emptyText = (): NewSection => ({ type: 'text', html: '' });
export const emptyDay = (title = ''): NewSection => ({ type: 'day', title, stops: [] });
/** A poll section points at a poll already saved on the server (wallet POST polls). */
export const pollSection = (pollId: string): NewSection => ({ type: 'poll', pollId });
