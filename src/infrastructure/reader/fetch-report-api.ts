import type { AbuseReport, ReportAbuseApi } from '../../application/ports/report-abuse-api.port';
import type { ReportBodyWire, ReportedWire } from '../../contract/moderation.contract';
import { REPORT_ABUSE_PATH } from '../../contract/wallet.paths';
import type { FetchJson } from './fetch-json';

/** A reader's report over the fetch wrapper: POST user-orchestration-service/v2/report/abuse. */
export class FetchReportApi implements ReportAbuseApi {
  constructor(private readonly http: FetchJson) {}

  async report(report: AbuseReport, token: string): Promise<{ reportId: string }> {
    const body: ReportBodyWire = {
      target_type: report.targetType,
      target_id: report.targetId,
      reason: report.reason,
      message: report.message,
    };
    const { data } = await this.http.call<ReportedWire>('POST', 'private', REPORT_ABUSE_PATH.replace(/^\//, ''), {
      body,
      token,
    });
    return { reportId: data.report_id };
  }
}
