import type { ContactMessage, IssueReport, SupportApi } from '../../application/ports/support-api.port';
import type { ReportUploadTargetWire } from '../../contract/media.contract';
import type { ContactUsTicketWire, IssueReportedWire } from '../../contract/support.contract';
import type { HttpClient } from './http-client';
import { contactMessageToWire, issueReportToWire, reportUploadToWire } from '../wire/user-mappers';

const SERVICE = 'user-orchestration-service/v2';

/**
 * Contact-us and issue reports (spec §7, payloads ours). /_/contact-us is a public page, so
 * contact-us goes through /api and says who is asking only when someone is signed in; reports
 * and their uploads belong to a user and are private.
 */
export class HttpSupportApi implements SupportApi {
  constructor(private readonly http: HttpClient) {}

  async contactUs(message: ContactMessage): Promise<{ ticketId: string }> {
    const { data } = await this.http.post<ContactUsTicketWire>(
      'api',
      `${SERVICE}/contact-us`,
      contactMessageToWire(message),
      {
        bearerIfSignedIn: true,
      },
    );
    return { ticketId: data.ticket_id };
  }

  async reportIssue(report: IssueReport): Promise<{ reportId: string }> {
    const { data } = await this.http.post<IssueReportedWire>(
      'private',
      `${SERVICE}/report/issues`,
      issueReportToWire(report),
    );
    return { reportId: data.report_id };
  }

  async reportUpload(request: {
    fileName: string;
    contentType: string;
  }): Promise<{ uploadUrl: string; attachmentId: string }> {
    const { data } = await this.http.post<ReportUploadTargetWire>(
      'private',
      `${SERVICE}/report/uploads`,
      reportUploadToWire(request),
    );
    return { uploadUrl: data.upload_url, attachmentId: data.attachment_id };
  }
}
