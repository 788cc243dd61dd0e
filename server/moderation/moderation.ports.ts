import type { QueueKind, QueueStatus, ReportReason, ReportTarget } from '../../src/domain/moderation/moderation';
import type { Queryable } from '../kernel/database.port';

/** What a reader reports: the target's content (the comment's for a comment), when it exists and readers see it. */
export interface ReportTargetRow {
  readonly content_id: string;
}

export interface NewAbuseReport {
  readonly reportId: string;
  readonly reporterUserId: string;
  readonly targetType: ReportTarget;
  readonly targetId: string;
  readonly contentId: string;
  readonly reason: ReportReason;
  readonly message: string;
}

export interface QueueFilter {
  readonly kind: QueueKind | null;
  readonly status: QueueStatus | null;
  /** One item (with `kind`): the answer of a mark. */
  readonly itemId?: string;
}

/** An author's public columns, as JSON (null when the user is unknown). */
export interface AuthorJson {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

/** One queue item as the union of the four sources reads it (moderation.repository.ts). */
export interface QueueRow {
  readonly kind: QueueKind;
  readonly item_id: string;
  readonly status: QueueStatus;
  readonly created_at: Date;
  readonly reporter: AuthorJson | null;
  readonly email: string | null;
  readonly reason: string | null;
  readonly message: string | null;
  readonly target_type: 'content' | 'comment' | 'location' | null;
  readonly target_id: string | null;
  /** The content a report's target belongs to, and its kind (for the page's path). */
  readonly content_id: string | null;
  readonly content_kind: 'article' | 'trip' | null;
  readonly target_excerpt: string | null;
  readonly target_hidden: boolean;
  readonly place_closed_on_public_holidays: boolean | null;
  readonly target_author: AuthorJson | null;
  readonly attachments: readonly { upload_id: string; content_type: string | null }[];
  readonly note: string | null;
}

/** A content or comment a moderator may hide: who wrote it, and where it lives. */
export interface HideTarget {
  readonly author_user_id: string;
  readonly content_id: string;
}

/** Moderation's tables (migration 0011) and the read model of the queue over the support, places and report tables. */
export interface ModerationStore {
  /** The content a target belongs to, when it exists and readers can see it (published, not deleted, not hidden). */
  visibleTarget(q: Queryable, type: ReportTarget, targetId: string): Promise<ReportTargetRow | null>;
  /** An open report by this reader on this target (a second report answers it instead of a new row). */
  openReportOf(q: Queryable, reporterUserId: string, type: ReportTarget, targetId: string): Promise<string | null>;
  insertReport(q: Queryable, report: NewAbuseReport, now: Date): Promise<void>;
  /** Serialises one reader's reports of one target (the duplicate check and the insert run under it). */
  lockReporterTarget(q: Queryable, key: string): Promise<void>;
  queue(q: Queryable, filter: QueueFilter, offset: number, limit: number): Promise<{ rows: QueueRow[]; total: number }>;
  mark(
    q: Queryable,
    kind: QueueKind,
    itemId: string,
    status: QueueStatus,
    note: string | null,
    by: string,
    now: Date,
  ): Promise<void>;
  /** A content (not deleted) or comment, whatever its visibility; null when unknown. */
  hideTarget(q: Queryable, table: 'contents' | 'comments', id: string): Promise<HideTarget | null>;
  setHidden(
    q: Queryable,
    table: 'contents' | 'comments',
    id: string,
    hidden: { by: string; reason: string | null; at: Date } | null,
  ): Promise<void>;
  /** A report attachment's owner-independent existence: the issue report naming it (moderators read any). */
  reportUploadNamed(q: Queryable, uploadId: string): Promise<boolean>;
  /** A pending (or reviewed) place's photo: whether some proposed location names this image. */
  placePhotoNamed(q: Queryable, imageId: string): Promise<boolean>;
}

/**
 * Where marking a reader's report or an issue report done is told, inside the marking's transaction (`tx`): the
 * notifications module sends its job there, so whoever reported it hears of it iff the mark committed.
 */
export interface ModerationEvents {
  reportHandled(
    tx: Queryable,
    event: { itemKind: 'report' | 'issue'; itemId: string; handlerUserId: string; at: Date },
  ): Promise<void>;
}
