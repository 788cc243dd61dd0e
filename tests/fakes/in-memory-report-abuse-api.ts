import type { AbuseReport, ReportAbuseApi } from '../../src/application/ports/report-abuse-api.port';

/** Reports in memory (POST report/abuse); `failNext` makes the next one fail. */
export class InMemoryReportAbuseApi implements ReportAbuseApi {
  readonly reports: Array<AbuseReport & { token: string }> = [];
  failNext: Error | null = null;

  async report(report: AbuseReport, token: string): Promise<{ reportId: string }> {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    this.reports.push({ ...report, token });
    return { reportId: `report-${this.reports.length}` };
  }
}
