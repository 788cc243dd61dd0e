import type { ReportReason, ReportTarget } from '../../domain/moderation/moderation';

export interface AbuseReport {
  readonly targetType: ReportTarget;
  readonly targetId: string;
  readonly reason: ReportReason;
  readonly message: string;
}

/** A reader's report of a content or a comment (POST user-orchestration-service/v2/report/abuse, signed in). */
export interface ReportAbuseApi {
  report(report: AbuseReport, token: string): Promise<{ readonly reportId: string }>;
}
