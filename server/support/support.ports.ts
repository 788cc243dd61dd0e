import type { Queryable } from '../kernel/database.port';

export interface NewContactMessage {
  readonly ticketId: string;
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface NewIssueReport {
  readonly reportId: string;
  readonly userId: string;
  readonly category: string;
  readonly description: string;
  readonly attachmentIds: readonly string[];
}

/** The support inbox: support/support.repository.ts. */
export interface SupportStore {
  insertContactMessage(q: Queryable, row: NewContactMessage, now: Date): Promise<void>;
  insertIssueReport(q: Queryable, row: NewIssueReport, now: Date): Promise<void>;
}
