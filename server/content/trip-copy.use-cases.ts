import type { DocumentInputWire, EditorContentWire } from '../../src/contract/content.contract';
import * as lifecycle from '../../src/domain/content/lifecycle';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { isUniqueViolation, type Queryable } from '../kernel/database.port';
import { nowDate } from '../kernel/deps';
import { documentPreparer } from './content-document';
import { contentInvalid, contentMissing } from './content-failures';
import { storedAsInput, toEditorContent } from './content.mapper';
import type { ContentRow, ContentStore, TripAdds, VersionRow } from './content.ports';
import { columnsOf, pointersOf, throttleNewContent, type ContentDeps } from './content.use-cases';

/**
 * What a copy takes of the trip it is made from: its structure, not its creator's own words or pictures. The
 * title (the copier renames it), the language, the categories, and every day with its title, travel mode and
 * stops (place and planned arrival time). Left out: the summary, the cover and image sections (the creator's
 * uploads), text sections and stop notes (the creator's writing, which the copy links to through "based on"), poll
 * sections (the creator's polls), location sections outside the days, and stops at places the copier may not name
 * (someone else's pending proposal, or a place typed in but not yet proposed).
 */
export function tripCopyInput(origin: VersionRow, usable: ReadonlySet<string>): DocumentInputWire {
  const stored = storedAsInput(origin);
  return {
    title: stored.title,
    summary: '',
    language: stored.language,
    cover: null,
    category_ids: stored.category_ids,
    sections: stored.sections.flatMap((section) =>
      section.type === 'day'
        ? [
            {
              ...section,
              stops: section.stops
                .filter((stop) => stop.location_id !== null && usable.has(stop.location_id))
                .map((stop) => ({ ...stop, pending_location: null, note: '' })),
            },
          ]
        : [],
    ),
  };
}

const placesOf = (origin: VersionRow): string[] =>
  storedAsInput(origin).sections.flatMap((section) =>
    section.type === 'day' ? section.stops.flatMap((stop) => (stop.location_id ? [stop.location_id] : [])) : [],
  );

/** "Copy this trip": a published trip's days and stops as a new draft trip of the caller's, remembering its origin. */
export function createTripCopyUseCases(deps: ContentDeps, store: ContentStore, tripAdds: TripAdds | null = null) {
  const prepareDocument = documentPreparer(store, deps.sanitizer);

  const readBack = async (q: Queryable, contentId: string): Promise<EditorContentWire> => {
    const view = await store.view(q, contentId, null);
    if (!view) throw contentMissing(contentId);
    return toEditorContent(deps, view);
  };

  /**
   * A copy id already used: this caller's copy of this trip answers as made; anything else, a copy deleted since
   * included (its id is never reused), is 422 4220607000 "send a new one", after which the client copies afresh.
   */
  const existingCopy = (q: Queryable, row: ContentRow, userId: string, originId: string) => {
    if (row.author_user_id !== userId || row.based_on_content_id !== originId)
      throw contentInvalid(row.content_id, `copy_id ${row.content_id} is already in use: send a new one`);
    if (row.deleted_at)
      throw contentInvalid(row.content_id, `The copy ${row.content_id} was deleted: send a new copy_id`);
    return readBack(q, row.content_id);
  };

  async function makeCopy(userId: string, originId: string, copyId: string): Promise<EditorContentWire> {
    return deps.db.transaction(async (tx) => {
      const already = await store.lock(tx, copyId);
      if (already) return existingCopy(tx, already, userId, originId);
      const origin = await store.view(tx, originId, 'published');
      if (!origin?.version_row || origin.deleted_at || origin.hidden_at) throw contentMissing(originId);
      if (origin.kind !== 'trip')
        throw failure(ErrorCode.copyNotATrip, `Content ${originId} is an article: only a trip can be copied`, {
          content_id: originId,
        });
      const now = nowDate(deps);
      const usable = await store.usableLocationIds(tx, userId, placesOf(origin.version_row));
      const input = tripCopyInput(origin.version_row, usable);
      await store.insertReserved(
        tx,
        { contentId: copyId, authorUserId: userId, kind: 'trip', basedOnContentId: originId },
        now,
      );
      const reserved = (await store.lock(tx, copyId)) as ContentRow;
      const answer = lifecycle.save(pointersOf(reserved), reserved.revision);
      if (!answer.ok || answer.effect.kind !== 'insertVersion')
        throw contentInvalid(copyId, 'The new copy could not take its first draft');
      const { document, locationIds } = await prepareDocument(tx, userId, 'trip', copyId, input);
      await store.insertVersion(tx, copyId, answer.effect.version, document, locationIds, now);
      await store.advance(tx, copyId, reserved.revision, columnsOf(answer.next), now);
      // One trip add for the trip copied (not the new copy), once: an answer of the copy already made counts nothing.
      await tripAdds?.recordTripAdd(tx, originId, userId);
      return readBack(tx, copyId);
    });
  }

  return {
    /**
     * Copies the published, visible trip `originId` as a new draft owned by `userId`, with content id `copyId` (made
     * by the client). A copy id already made into this caller's copy of this trip answers that copy, so a double
     * click, a retry or two identical requests at once make one copy (the second insert of the id waits for the
     * first and then finds it). The copy counts one trip add in the origin's stats, unless the origin is the
     * caller's own. Refusals: unknown, deleted, hidden or unpublished origin 404 4040607004; an article
     * 422 4220607030; a copy id used otherwise 422 4220607000; past the new-content throttle 429 4290104009.
     */
    async copyTrip(userId: string, originId: string, copyId: string): Promise<EditorContentWire> {
      const known = await store.view(deps.db, copyId, null);
      if (known) return existingCopy(deps.db, known, userId, originId);
      await throttleNewContent(deps, userId);
      try {
        return await makeCopy(userId, originId, copyId);
      } catch (error) {
        // An identical request committed the copy between our look and our insert: answer that one.
        if (isUniqueViolation(error)) return makeCopy(userId, originId, copyId);
        throw error;
      }
    },
  };
}

export type TripCopyUseCases = ReturnType<typeof createTripCopyUseCases>;
