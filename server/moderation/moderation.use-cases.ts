import type {
  AccessBodyWire,
  AccessWire,
  PlaceDecisionBodyWire,
  PlaceHolidaysBodyWire,
  QueueItemUpdateWire,
  QueueItemWire,
  QueueQueryWire,
  ReportBodyWire,
  ReportedWire,
  VisibilityBodyWire,
  VisibilityWire,
} from '../../src/contract/moderation.contract';
import type { LocationWire } from '../../src/contract/places.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { reportProblem, type QueueKind } from '../../src/domain/moderation/moderation';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { Paged } from '../kernel/paged';
import type { UploadUseCases } from '../media/upload.use-cases';
import type { MediaUseCases } from '../media/media.use-cases';
import type { LocationUseCases } from '../places/locations.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { toQueueItem } from './moderation.mapper';
import type { ModerationEvents, ModerationStore } from './moderation.ports';
import type { RoleUseCases } from './roles.use-cases';

/** 422 4220607000 with data { content_id, message } (the content-platform validation shape). */
const invalid = (message: string, contentId: string | null = null) =>
  failure(ErrorCode.contentValidationFailed, message, { content_id: contentId, message });
const missing = (what: string) => failure(ErrorCode.contentNotFound, `${what} not found`);

export interface ModerationPeers {
  readonly roles: Pick<RoleUseCases, 'requireModerator'>;
  readonly users: Pick<UserUseCases, 'requireUser'>;
  readonly places: Pick<
    LocationUseCases,
    'approvePendingLocation' | 'refusePendingLocation' | 'setClosedOnPublicHolidays'
  >;
  readonly uploads: Pick<UploadUseCases, 'readUpload'>;
  readonly media: Pick<MediaUseCases, 'readImage'>;
  /** Told of a report handled (the notifications module's sender); without it nobody is told. */
  readonly events?: ModerationEvents | null;
}

export type AdminUpload = { contentType: string; body: Buffer } | { redirect: string };

/**
 * The admin area's work (ours): readers' reports, the queue over reports, contact-us messages, issue
 * reports and proposed places, hiding contents and comments, disabling users through the identity provider,
 * deciding on places and reading the queue's uploads. Every admin call starts with `requireModerator`
 * (401 without a token, 403 4030607011 without the role).
 */
export function createModerationUseCases(
  deps: Pick<Kernel, 'db' | 'clock' | 'identity' | 'changes'>,
  store: ModerationStore,
  peers: ModerationPeers,
) {
  const { db } = deps;
  const { roles } = peers;

  async function queueItem(kind: QueueKind, itemId: string): Promise<QueueItemWire> {
    const { rows } = await store.queue(db, { kind, status: null, itemId }, 0, 1);
    if (rows.length === 0) throw missing(`Queue item ${kind}/${itemId}`);
    return toQueueItem(rows[0]);
  }

  async function setVisibility(
    identity: VerifiedIdentity | null,
    table: 'contents' | 'comments',
    id: string,
    body: VisibilityBodyWire,
  ): Promise<VisibilityWire> {
    const answer = await db.transaction(async (tx) => {
      const moderator = await roles.requireModerator(tx, identity);
      const target = await store.hideTarget(tx, table, id);
      if (!target) throw missing(table === 'contents' ? `Content ${id}` : `Comment ${id}`);
      const reason = body.reason?.trim() || null;
      await store.setHidden(tx, table, id, body.hidden ? { by: moderator.user_id, reason, at: nowDate(deps) } : null);
      return { id, hidden: body.hidden };
    });
    // A hidden content reads as 404, an unhidden one reads again: readers' caches hear of it after the commit.
    if (table === 'contents') await deps.changes.publish('content', id);
    return answer;
  }

  return {
    /**
     * A reader's report of a content or a comment readers can see (404 4040607004 otherwise). The reason's rule
     * is the domain's (`reportProblem`: "other" needs words); a second open report of the same target by the same
     * reader answers the first one's id instead of queueing it twice.
     */
    async report(identity: VerifiedIdentity, body: ReportBodyWire): Promise<ReportedWire> {
      const message = (body.message ?? '').trim();
      const problem = reportProblem(body.reason, message);
      if (problem) throw invalid(problem);
      return db.transaction(async (tx) => {
        const reporter = await peers.users.requireUser(tx, identity);
        const target = await store.visibleTarget(tx, body.target_type, body.target_id);
        if (!target)
          throw missing(body.target_type === 'content' ? `Content ${body.target_id}` : `Comment ${body.target_id}`);
        await store.lockReporterTarget(tx, `${reporter.user_id}/${body.target_type}/${body.target_id}`);
        const existing = await store.openReportOf(tx, reporter.user_id, body.target_type, body.target_id);
        if (existing) return { report_id: existing };
        const reportId = newId();
        await store.insertReport(
          tx,
          {
            reportId,
            reporterUserId: reporter.user_id,
            targetType: body.target_type,
            targetId: body.target_id,
            contentId: target.content_id,
            reason: body.reason,
            message,
          },
          nowDate(deps),
        );
        return { report_id: reportId };
      });
    },

    /** The queue, newest first; `status` open by default, `kind` optional. */
    async queue(identity: VerifiedIdentity | null, query: QueueQueryWire): Promise<Paged<QueueItemWire>> {
      await roles.requireModerator(db, identity);
      const page = await store.queue(db, { kind: query.kind ?? null, status: query.status }, query.offset, query.limit);
      return { items: page.rows.map(toQueueItem), offset: query.offset, limit: query.limit, total: page.total };
    },

    /**
     * Marks an item done (or open again) with an optional note; 404 for an unknown item. A proposed place is
     * refused (422): it leaves the queue only by its decision (decidePlace), or a still-pending place would drop
     * out of the queue undecided. A reader's report or an issue report marked done tells whoever filed it (once per
     * report, however often it is re-opened and closed), in the mark's transaction.
     */
    async updateQueueItem(
      identity: VerifiedIdentity | null,
      kind: QueueKind,
      itemId: string,
      body: QueueItemUpdateWire,
    ): Promise<QueueItemWire> {
      const moderator = await roles.requireModerator(db, identity);
      if (kind === 'place')
        throw invalid('A proposed place leaves the queue by its decision: POST locations/{locationId}/decision');
      await queueItem(kind, itemId);
      await db.transaction(async (tx) => {
        const at = nowDate(deps);
        await store.mark(tx, kind, itemId, body.status, body.note?.trim() || null, moderator.user_id, at);
        if (body.status === 'done' && (kind === 'report' || kind === 'issue'))
          await peers.events?.reportHandled(tx, { itemKind: kind, itemId, handlerUserId: moderator.user_id, at });
      });
      return queueItem(kind, itemId);
    },

    /** Readers then get 404 on every public read of the content; its author still sees it in the editor. */
    hideContent: (identity: VerifiedIdentity | null, contentId: string, body: VisibilityBodyWire) =>
      setVisibility(identity, 'contents', contentId, body),
    /** Readers then see the comment as removed (text withheld), its replies in place. */
    hideComment: (identity: VerifiedIdentity | null, commentId: string, body: VisibilityBodyWire) =>
      setVisibility(identity, 'comments', commentId, body),

    /**
     * Disables or re-enables a user's account at the identity provider (refresh tokens revoked on disabling); the
     * user's next call is 401 4010104500 'user disabled' (spec §2 rule 1). A moderator cannot disable themself (422).
     */
    async setUserAccess(identity: VerifiedIdentity | null, userId: string, body: AccessBodyWire): Promise<AccessWire> {
      const moderator = await roles.requireModerator(db, identity);
      if (body.disabled && moderator.user_id === userId) throw invalid('A moderator cannot disable their own account');
      const rows = await db.query<{ firebase_uid: string }>('SELECT firebase_uid FROM users WHERE user_id = $1', [
        userId,
      ]);
      if (rows.length === 0) throw failure(ErrorCode.userNotFound, `User ${userId} not found`);
      await deps.identity.setDisabled(rows[0].firebase_uid, body.disabled);
      return { user_id: userId, disabled: body.disabled };
    },

    /**
     * Approves or refuses a proposed place through the places module (which tells the proposer, without naming the
     * moderator; a refusal with the reason written); 422 when it is not pending, 404 when unknown.
     */
    async decidePlace(
      identity: VerifiedIdentity | null,
      locationId: string,
      body: PlaceDecisionBodyWire,
    ): Promise<LocationWire> {
      const moderator = await roles.requireModerator(db, identity);
      const decision = { reviewerUserId: moderator.user_id, reason: body.reason?.trim() || null };
      const location =
        body.decision === 'approve'
          ? await peers.places.approvePendingLocation(locationId, decision)
          : await peers.places.refusePendingLocation(locationId, decision);
      const note = body.reason?.trim() ? `${body.decision}: ${body.reason.trim()}` : body.decision;
      await store.mark(db, 'place', locationId, 'done', note, moderator.user_id, nowDate(deps));
      return location;
    },

    /**
     * Sets or clears a place's "closed on public holidays" through the places module; the place is told changed,
     * so every instance's cached content page naming it shows the new hours on its next read.
     */
    async setPlaceHolidays(
      identity: VerifiedIdentity | null,
      locationId: string,
      body: PlaceHolidaysBodyWire,
    ): Promise<LocationWire> {
      await roles.requireModerator(db, identity);
      const location = await peers.places.setClosedOnPublicHolidays(locationId, body.closed_on_public_holidays);
      await deps.changes.publish('place', locationId);
      return location;
    },

    /** A queue upload's bytes (an issue report's attachment, a proposed place's photo), to moderators only. */
    async readUpload(
      identity: VerifiedIdentity | null,
      kind: 'report' | 'place',
      uploadId: string,
    ): Promise<AdminUpload> {
      await roles.requireModerator(db, identity);
      if (kind === 'report') {
        if (!(await store.reportUploadNamed(db, uploadId))) throw missing(`Upload ${uploadId}`);
        return peers.uploads.readUpload('report', uploadId);
      }
      if (!(await store.placePhotoNamed(db, uploadId))) throw missing(`Upload ${uploadId}`);
      return peers.media.readImage(uploadId);
    },
  };
}

export type ModerationUseCases = ReturnType<typeof createModerationUseCases>;
