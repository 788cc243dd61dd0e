import { normalizeError } from '../../domain/errors/normalize-error';
import type { ContactMessage, IssueReport, SupportApi } from '../ports/support-api.port';

/**
 * Help and support (spec §7 user-orchestration-service v2 contact-us and reports): the contact form and
 * issue reports with their attachments. The UI reaches the support port only through here; failures
 * leave as AppError (spec §8 messages).
 */
export class SupportService {
  constructor(private readonly api: SupportApi) {}

  contactUs(message: ContactMessage): Promise<{ ticketId: string }> {
    return this.call(() => this.api.contactUs(message));
  }

  reportIssue(report: IssueReport): Promise<{ reportId: string }> {
    return this.call(() => this.api.reportIssue(report));
  }

  /** A presigned upload for one report attachment: PUT the bytes to `uploadUrl`, then list `attachmentId`. */
  reportUpload(request: { fileName: string; contentType: string }): Promise<{ uploadUrl: string; attachmentId: string }> {
    return this.call(() => this.api.reportUpload(request));
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw normalizeError(error);
    }
  }
}
