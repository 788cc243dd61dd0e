import type { Queryable } from '../kernel/database.port';
import type { UploadPurpose, UploadRow, UploadStore } from './media.ports';

/** Signed uploads of avatars and report attachments (uploads, migration 0003). */
export const uploadRepository: UploadStore = {
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

  /** Marks the upload stored once; false when it already was (a URL is good for one upload). */
  async markStored(
    q: Queryable,
    purpose: UploadPurpose,
    uploadId: string,
    contentType: string,
    size: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await q.query<{ upload_id: string }>(
      `UPDATE uploads SET content_type = $3, size_bytes = $4, stored_at = $5
       WHERE purpose = $1 AND upload_id = $2 AND stored_at IS NULL RETURNING upload_id`,
      [purpose, uploadId, contentType, size, now],
    );
    return rows.length === 1;
  },
};
