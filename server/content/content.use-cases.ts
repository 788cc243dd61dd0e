import type {
  AddStopBodyWire,
  DocumentInputWire,
  EditorContentWire,
  PatchBodyWire,
  SaveBodyWire,
} from '../../src/contract/content.contract';
import { documentFromWire } from '../../src/contract/content.mapping';
import type { ContentKind } from '../../src/domain/content/content';
import { CONTENT_LIMITS } from '../../src/domain/content/content-rules';
import * as lifecycle from '../../src/domain/content/lifecycle';
import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { isUniqueViolation, type Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import { newId } from '../kernel/ids';
import { takeHit } from '../kernel/rate-counter.port';
import { documentPreparer, keptTranslations } from './content-document';
import { contentForbidden, contentInvalid, contentMissing, contentStale } from './content-failures';
import { storedAsInput, toEditorContent } from './content.mapper';
import type { ContentEvents, ContentRow, ContentStore, PointerColumns, TripAdds } from './content.ports';

/** What the content use cases touch; the seed builds them in-process with its own clock. */
export type ContentDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'sanitizer' | 'changes' | 'rateCounters'>;
export type { EditorContentWire };

/**
 * New contents per user are throttled (RESERVE_RATE_LIMIT_MAX per window; 429 4290104009): a reservation and a
 * trip's copy count alike, so neither is a way around the other.
 */
export async function throttleNewContent(deps: ContentDeps, userId: string): Promise<void> {
  const limit = { max: deps.config.reserveRateLimitMax, windowMs: deps.config.reserveRateLimitWindowMs };
  const hit = await takeHit(deps.rateCounters, `reserve:${userId}`, limit, deps.clock.now());
  if (!hit.allowed) {
    throw failure(
      ErrorCode.tooManyRequests,
      `At most ${limit.max} new contents per ${Math.round(limit.windowMs / 1000)} s; retry in ${Math.ceil(hit.retryAfterMs / 1000)} s`,
    );
  }
}

/** A content row's lifecycle pointers, as src/domain/content/lifecycle.ts reads them. */
export const pointersOf = (row: ContentRow): lifecycle.ContentPointers => ({
  status: row.status,
  revision: row.revision,
  draftVersion: row.draft_version,
  publishedVersion: row.published_version,
  latestVersion: row.latest_version,
  publishedAt: row.published_at ? new Date(row.published_at).getTime() : null,
  deletedAt: row.deleted_at ? new Date(row.deleted_at).getTime() : null,
});

export const columnsOf = (next: lifecycle.ContentPointers): PointerColumns => ({
  status: next.status,
  draft_version: next.draftVersion,
  published_version: next.publishedVersion,
  latest_version: next.latestVersion,
  published_at: next.publishedAt === null ? null : new Date(next.publishedAt),
  deleted_at: next.deletedAt === null ? null : new Date(next.deletedAt),
});

/** A refused lifecycle step as the spec §8 failure it answers (404, 409 with the current revision, else 422). */
function refusal(row: ContentRow, sent: number | null, refused: lifecycle.LifecycleRefusal): Error {
  switch (refused.reason) {
    case 'missing':
      return contentMissing(row.content_id);
    case 'stale':
      return contentStale(row, sent ?? row.revision);
    default:
      return contentInvalid(row.content_id, refused.message);
  }
}

/** The editor's writes (spec §7 content orchestration): the reserved → draft → published lifecycle. */
export function createContentUseCases(
  deps: ContentDeps,
  store: ContentStore,
  events: ContentEvents | null = null,
  tripAdds: TripAdds | null = null,
) {
  const prepareDocument = documentPreparer(store, deps.sanitizer);

  /** The content, locked, and the caller's: 404 when missing or deleted, 403 when someone else's. */
  async function lockOwned(q: Queryable, userId: string, contentId: string): Promise<ContentRow> {
    const row = await store.lock(q, contentId);
    if (!row || row.deleted_at) throw contentMissing(contentId);
    if (row.author_user_id !== userId) throw contentForbidden(contentId);
    return row;
  }

  async function readBack(q: Queryable, contentId: string): Promise<EditorContentWire> {
    const view = await store.view(q, contentId, null);
    if (!view) throw contentMissing(contentId);
    return toEditorContent(deps, view);
  }

  /**
   * One lifecycle command: in one transaction the caller's content is locked, the domain decides
   * (lifecycle.ts: the revision check, 409 4090607009 with the current revision when stale, and the
   * transition), storage applies its effect, and the revision advances with `WHERE revision = $sent`, so
   * two saves from one revision can never both win. An `unchanged` answer writes nothing.
   */
  async function command(
    userId: string,
    contentId: string,
    revision: number | null,
    decide: (
      tx: Queryable,
      row: ContentRow,
      pointers: lifecycle.ContentPointers,
      now: Date,
    ) => Promise<lifecycle.LifecycleAnswer>,
    apply: (tx: Queryable, row: ContentRow, effect: lifecycle.LifecycleEffect, now: Date) => Promise<void> = async () =>
      undefined,
  ): Promise<EditorContentWire> {
    let seenByReaders = false;
    const written = await deps.db.transaction(async (tx) => {
      const row = await lockOwned(tx, userId, contentId);
      const now = nowDate(deps);
      const answer = await decide(tx, row, pointersOf(row), now);
      if (!answer.ok) throw refusal(row, revision, answer);
      if (answer.effect.kind !== 'unchanged') {
        await apply(tx, row, answer.effect, now);
        const advanced = await store.advance(tx, contentId, row.revision, columnsOf(answer.next), now);
        if (!advanced) throw contentStale((await store.lock(tx, contentId)) ?? row, revision ?? row.revision);
        // What readers get changed (publish, republish, unpublish, delete; not a draft's save): caches must hear of it.
        const before = pointersOf(row),
          after = answer.next;
        seenByReaders =
          before.publishedVersion !== after.publishedVersion ||
          before.publishedAt !== after.publishedAt ||
          (before.deletedAt === null) !== (after.deletedAt === null);
      }
      return readBack(tx, contentId);
    });
    // After the commit, so no instance hears of the change before it can read it.
    if (seenByReaders) await deps.changes.publish('content', contentId);
    return written;
  }

  /**
   * save and patch: the document is checked and prepared, then stored as a new version or over the draft. Both
   * languages are one document: one revision, one version. `translationsSent`: the save carries `translations`;
   * otherwise the working version's are kept (content-document.ts keptTranslations).
   */
  const storeDocument =
    (userId: string, sent: DocumentInputWire, translationsSent: boolean) =>
    async (tx: Queryable, row: ContentRow, effect: lifecycle.LifecycleEffect, now: Date): Promise<void> => {
      const input = translationsSent
        ? sent
        : keptTranslations(
            sent,
            sent.translations ?? (await store.view(tx, row.content_id, null))?.version_row?.document.translations,
          );
      const { document, locationIds } = await prepareDocument(tx, userId, row.kind, row.content_id, input);
      if (effect.kind === 'updateDraft')
        await store.updateDraft(tx, row.content_id, effect.version, document, locationIds, now);
      if (effect.kind === 'insertVersion')
        await store.insertVersion(tx, row.content_id, effect.version, document, locationIds, now);
    };

  return {
    /**
     * Holds an id for a new content (status reserved, revision 1, version 0); 5000104000/5000104001 when that fails,
     * 429 4290104009 past RESERVE_RATE_LIMIT_MAX reservations of this user in the window.
     * `campaignId`: written for that campaign (the wallet module checks the campaign is open first).
     */
    async reserveContent(
      userId: string,
      kind: ContentKind,
      campaignId: string | null = null,
    ): Promise<EditorContentWire> {
      await throttleNewContent(deps, userId);
      const contentId = newId();
      try {
        return await deps.db.transaction(async (tx) => {
          await store.insertReserved(tx, { contentId, authorUserId: userId, kind, campaignId }, nowDate(deps));
          return readBack(tx, contentId);
        });
      } catch (error) {
        if (isAppError(error)) throw error;
        if (isUniqueViolation(error))
          throw failure(ErrorCode.internalAuthDuplicate, 'Creating the content failed: duplicate content id');
        throw failure(ErrorCode.internalAuth, 'Creating the content failed', undefined, error);
      }
    },

    /**
     * Saves the working draft (PUT: the whole document). A reserved content becomes draft v1; a published
     * content without a draft starts draft version latest+1; an existing draft is overwritten in place.
     */
    saveContent(userId: string, contentId: string, body: SaveBodyWire): Promise<EditorContentWire> {
      const { revision, ...input } = body;
      return command(
        userId,
        contentId,
        revision,
        async (_tx, _row, p) => lifecycle.save(p, revision),
        storeDocument(userId, input, input.translations !== undefined),
      );
    },

    /** PATCH: the fields sent replace those of the working version, read in the same transaction; the rest is kept. */
    patchContent(userId: string, contentId: string, body: PatchBodyWire): Promise<EditorContentWire> {
      const { revision, ...fields } = body;
      const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      let input: DocumentInputWire | null = null;
      return command(
        userId,
        contentId,
        revision,
        async (tx, _row, p) => {
          input = { ...storedAsInput((await store.view(tx, contentId, null))?.version_row ?? null), ...sent };
          return lifecycle.save(p, revision);
        },
        (tx, row, effect, now) =>
          storeDocument(userId, input as DocumentInputWire, 'translations' in sent)(tx, row, effect, now),
      );
    },

    /**
     * A reader adds a place to one of their trips: the stop is appended to a day (or a new last day) of the working
     * version through the same save as the editor's (a published trip gets its next draft, readers keep the published
     * one), with the same revision check. A stop already there (its client-made `stop_id`) answers the trip
     * unchanged before the revision is looked at, so a retried add never doubles it. `from_content_id` counts one trip
     * add for that content in the same transaction, only when the stop is really added (tripAdds decides whether the
     * source counts: public and someone else's; anything else counts nothing and does not refuse the add).
     */
    addStop(userId: string, contentId: string, body: AddStopBodyWire): Promise<EditorContentWire> {
      const { revision, stop_id: stopId, location_id: locationId } = body;
      let input: DocumentInputWire | null = null;
      return command(
        userId,
        contentId,
        revision,
        async (tx, row, p) => {
          if (row.kind !== 'trip')
            throw failure(ErrorCode.contentNotATrip, `Content ${contentId} is an article, not a trip`, {
              content_id: contentId,
            });
          if ((body.day_index === undefined) === (body.new_day === undefined))
            throw contentInvalid(contentId, 'Send exactly one of day_index and new_day');
          const working = storedAsInput((await store.view(tx, contentId, null))?.version_row ?? null);
          const days = working.sections.flatMap((section) => (section.type === 'day' ? [section] : []));
          const already = days.flatMap((day) => day.stops).find((stop) => stop.stop_id === stopId);
          if (already) {
            if (already.location_id !== locationId)
              throw contentInvalid(contentId, `Stop ${stopId} is already in this trip with another place`);
            return { ok: true, next: p, effect: { kind: 'unchanged' } };
          }
          const answer = lifecycle.save(p, revision);
          if (!answer.ok) return answer;
          if (!(await store.usableLocationIds(tx, userId, [locationId])).has(locationId))
            throw failure(ErrorCode.tripPlaceNotFound, `Location ${locationId} does not exist`, {
              content_id: contentId,
              location_id: locationId,
            });
          const stop = {
            stop_id: stopId,
            location_id: locationId,
            pending_location: null,
            note: '',
            time: body.time ?? null,
          };
          if (body.day_index === undefined) {
            if (working.sections.length >= CONTENT_LIMITS.sectionsMax)
              throw failure(
                ErrorCode.tripDayFull,
                `Trip ${contentId} has ${CONTENT_LIMITS.sectionsMax} sections: no room for a new day`,
                {
                  content_id: contentId,
                },
              );
            input = {
              ...working,
              sections: [...working.sections, { section_id: newId(), type: 'day', title: '', stops: [stop] }],
            };
            return answer;
          }
          const day = days[body.day_index];
          if (!day)
            throw failure(
              ErrorCode.tripDayNotFound,
              `Trip ${contentId} has ${days.length} days, no day ${body.day_index + 1}`,
              {
                content_id: contentId,
              },
            );
          if (day.stops.length >= CONTENT_LIMITS.stopsMax)
            throw failure(
              ErrorCode.tripDayFull,
              `Day ${body.day_index + 1} has ${CONTENT_LIMITS.stopsMax} stops already`,
              {
                content_id: contentId,
              },
            );
          input = {
            ...working,
            sections: working.sections.map((section) =>
              section === day ? { ...day, stops: [...day.stops, stop] } : section,
            ),
          };
          return answer;
        },
        async (tx, row, effect, now) => {
          await storeDocument(userId, input as DocumentInputWire, false)(tx, row, effect, now);
          if (body.from_content_id !== undefined) await tripAdds?.recordTripAdd(tx, body.from_content_id, userId);
        },
      );
    },

    /** The draft becomes the published version (the older published one superseded); needs title, cover and a section. */
    publishContent(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return command(
        userId,
        contentId,
        revision,
        async (tx, row, p, now) => {
          const draft =
            row.draft_version === null
              ? null
              : ((await store.view(tx, contentId, row.draft_version))?.version_row ?? null);
          return lifecycle.publish(p, revision, draft ? documentFromWire(storedAsInput(draft)) : null, now.getTime());
        },
        async (tx, row, effect, now) => {
          if (effect.kind !== 'publishDraft') return;
          await store.publishDraft(tx, contentId, effect.version, now);
          // published_at is set once, by the first publication: only that one tells the author's followers.
          if (row.published_at === null && events) {
            await events.firstPublished(tx, { contentId, authorUserId: row.author_user_id, at: now });
          }
        },
      );
    },

    /** Starts editing a published content: a draft copy as version latest+1; an existing draft is returned unchanged. */
    createDraft(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return command(
        userId,
        contentId,
        revision,
        async (_tx, _row, p) => lifecycle.createDraft(p, revision),
        async (tx, _row, effect, now) => {
          if (effect.kind === 'copyAsDraft') await store.copyAsDraft(tx, contentId, effect.from, effect.version, now);
        },
      );
    },

    /** Drops the working draft and goes back to the published version; a never-published content keeps its only draft. */
    deleteDraft(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return command(
        userId,
        contentId,
        revision,
        async (_tx, _row, p) => lifecycle.deleteDraft(p, revision),
        async (tx, _row, effect) => {
          if (effect.kind === 'dropDraft') await store.deleteDraft(tx, contentId, effect.version);
        },
      );
    },

    /** Soft delete: the row stays (ids are never reused), readers get 404; 5000101999 "delete content" on a fault. */
    async deleteContent(userId: string, contentId: string, revision: number | null) {
      try {
        await command(userId, contentId, revision, async (_tx, _row, p, now) =>
          lifecycle.deleteContent(p, revision, now.getTime()),
        );
      } catch (error) {
        if (isAppError(error)) throw error;
        throw failure(ErrorCode.internalUser, 'Deleting the content failed', undefined, error);
      }
      return { content_id: contentId, deleted: true as const };
    },
  };
}

export type ContentUseCases = ReturnType<typeof createContentUseCases>;
