import type { Queryable } from './database';

export type UploadPurpose = 'avatar' | 'avatar-thumbnail' | 'report';

export interface UploadRow {
  readonly upload_id: string;
  readonly purpose: UploadPurpose;
  readonly owner_user_id: string;
  readonly file_name: string | null;
  readonly content_type: string | null;
  readonly size_bytes: number | null;
  readonly stored_at: Date | null;
}

/** Signed uploads and the support inbox. */
export const supportRepository = {
  async insertUpload(q: Queryable, row: Omit<UploadRow, 'size_bytes' | 'stored_at'>, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO uploads (upload_id, purpose, owner_user_id, file_name, content_type, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.upload_id, row.purpose, row.owner_user_id, row.file_name, row.content_type, now],
    );
  },

  async findUpload(q: Queryable, purpose: UploadPurpose, uploadId: string): Promise<UploadRow | null> {
    const rows = await q.query<UploadRow>(
      `SELECT upload_id, purpose, owner_user_id, file_name, content_type, size_bytes, stored_at FROM uploads
       WHERE purpose = $1 AND upload_id = $2`,
      [purpose, uploadId],
    );
    return rows[0] ?? null;
  },

  async markStored(q: Queryable, purpose: UploadPurpose, uploadId: string, contentType: string, size: number, now: Date): Promise<void> {
    await q.query('UPDATE uploads SET content_type = $3, size_bytes = $4, stored_at = $5 WHERE purpose = $1 AND upload_id = $2', [
      purpose, uploadId, contentType, size, now,
    ]);
  },

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
