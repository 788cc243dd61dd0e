import type { Queryable } from '../kernel/database.port';
import type { SupportStore } from './support.ports';

/** The support inbox: contact messages and issue reports (migration 0003). */
export const supportRepository: SupportStore = {
  async insertContactMessage(
    q: Queryable,
    row: { ticketId: string; userId: string | null; name: string; email: string; subject: string; message: string },
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO contact_messages (ticket_id, user_id, name, email, subject, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.ticketId, row.userId, row.name, row.email, row.subject, row.message, now],
    );
  },

  async insertIssueReport(
    q: Queryable,
    row: { reportId: string; userId: string; category: string; description: string; attachmentIds: readonly string[] },
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO issue_reports (report_id, user_id, category, description, attachment_ids, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.reportId, row.userId, row.category, row.description, JSON.stringify(row.attachmentIds), now],
    );
  },
};
