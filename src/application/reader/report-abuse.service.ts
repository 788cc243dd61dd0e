import { AppError } from '../../domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../domain/errors/error-codes';
import { reportProblem, type ReportReason } from '../../domain/moderation/moderation';
import type { AbuseReport, ReportAbuseApi } from '../ports/report-abuse-api.port';
import type { ReaderSession } from '../ports/reader-session.port';
import { normalized } from '../shared/normalized';

/**
 * Readers report a content or a comment to the moderators: a reason, and words (required for
 * "other"). Signed-in readers only; the identity SDK is loaded when the report is sent.
 */
export class ReportAbuseService {
  constructor(
    private readonly api: ReportAbuseApi,
    private readonly session: ReaderSession,
  ) {}

  /** Whether to show the form at once; false shows "sign in to report" (which returns to the page). */
  mayReport(): boolean {
    return this.session.mayBeSignedIn();
  }

  /** What the server would refuse (the domain's rule), or null. */
  problem(reason: ReportReason, message: string): string | null {
    return reportProblem(reason, message);
  }

  /** 'sent', or 'signIn' when nobody is signed in after all. A report the rules refuse is never sent (4220607000). */
  async send(report: AbuseReport): Promise<'sent' | 'signIn'> {
    const problem = reportProblem(report.reason, report.message);
    if (problem) {
      const code = ErrorCode.contentValidationFailed;
      throw new AppError({ code, messageKey: errorCatalogue[code].messageKey, message: problem });
    }
    const token = await normalized(() => this.session.getIdToken());
    if (token === null) return 'signIn';
    await normalized(() => this.api.report({ ...report, message: report.message.trim() }, token));
    return 'sent';
  }
}
