import { UploadHash } from './media.contract';
import { AllowedText, Closed, StringEnum, Type, type Static } from './schema';

/** Spec §7 user-orchestration-service support calls: contact us and issue reports (payloads ours). */

export const ContactUsBody = Closed({
  name: AllowedText(1, 100),
  email: Type.String({ format: 'email', maxLength: 254 }),
  subject: AllowedText(1, 200),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type ContactUsBodyWire = Static<typeof ContactUsBody>;
export const ContactUsTicket = Closed({ ticket_id: Type.String() });
export type ContactUsTicketWire = Static<typeof ContactUsTicket>;

export const ISSUE_CATEGORIES = ['bug', 'content', 'account', 'other'] as const;
export const IssueReportBody = Closed({
  category: StringEnum(ISSUE_CATEGORIES),
  description: Type.String({ minLength: 1, maxLength: 5000 }),
  attachment_ids: Type.Optional(Type.Array(UploadHash, { maxItems: 5 })),
});
export type IssueReportBodyWire = Static<typeof IssueReportBody>;
export const IssueReported = Closed({ report_id: Type.String() });
export type IssueReportedWire = Static<typeof IssueReported>;
