/** user-orchestration-service v2 contact-us and reports (payloads ours, see OpenAPI). */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface IssueReport {
  readonly category: string;
  readonly description: string;
  readonly attachmentIds: readonly string[];
}

export interface SupportApi {
  contactUs(message: ContactMessage): Promise<{ ticketId: string }>;
  reportIssue(report: IssueReport): Promise<{ reportId: string }>;
  /** Presigned upload for a report attachment. */
  reportUpload(request: {
    fileName: string;
    contentType: string;
  }): Promise<{ uploadUrl: string; attachmentId: string }>;
}
