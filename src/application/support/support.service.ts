import type { ContactMessage, IssueReport, SupportApi } from '../ports/support-api.port';
import { normalized } from '../shared/normalized';

/**
 * Help and support (spec §7 user-orchestration-service v2 contact-us and reports): the contact form and
 * issue reports with their attachments. The UI reaches the support port only through here; failures
 * leave as AppError (spec §8 messages).
 */
export class SupportService {
  constructor(private readonly api: SupportApi) {}

  contactUs(message: ContactMessage): Promise<{ ticketId: string }> {
    return normalized(() => this.api.contactUs(message));
  }

  reportIssue(report: IssueReport): Promise<{ reportId: string }> {
    return normalized(() => this.api.reportIssue(report));
  }

  /** A presigned upload for one report attachment: PUT the bytes to `uploadUrl`, then list `attachmentId`. */
  reportUpload(request: {
    fileName: string;
    contentType: string;
  }): Promise<{ uploadUrl: string; attachmentId: string }> {
    return normalized(() => this.api.reportUpload(request));
  }
}
