import type { ContactMessage, IssueReport, SupportApi } from '../../src/application/ports/support-api.port';

export class InMemorySupportApi implements SupportApi {
  readonly messages: ContactMessage[] = [];
  readonly reports: IssueReport[] = [];
  readonly uploads: { fileName: string; contentType: string }[] = [];

  async contactUs(message: ContactMessage): Promise<{ ticketId: string }> {
    this.messages.push(message);
    return { ticketId: `ticket-${this.messages.length}` };
  }

  async reportIssue(report: IssueReport): Promise<{ reportId: string }> {
    this.reports.push(report);
    return { reportId: `report-${this.reports.length}` };
  }

  async reportUpload(request: {
    fileName: string;
    contentType: string;
  }): Promise<{ uploadUrl: string; attachmentId: string }> {
    this.uploads.push(request);
    const attachmentId = `attachment-${this.uploads.length}`;
    return { uploadUrl: `http://localhost/uploads/${attachmentId}?sig=1`, attachmentId };
  }
}
