import type { Queryable } from '../kernel/database.port';
import type { MediaImageRow, MediaStore } from './media.ports';

const COLUMNS =
  'image_id, owner_user_id, purpose, content_type, width, height, blurhash, size_bytes, created_at, stored_at';

/** media_images (migration 0005): one row per issued upload; `stored_at` is set once the bytes are in storage. */
export const mediaRepository: MediaStore = {
  async insert(
    q: Queryable,
    row: Omit<MediaImageRow, 'created_at' | 'stored_at'>,
    now: Date,
    storedAt: Date | null = null,
  ): Promise<void> {
    await q.query(`INSERT INTO media_images (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      row.image_id,
      row.owner_user_id,
      row.purpose,
      row.content_type,
      row.width,
      row.height,
      row.blurhash,
      row.size_bytes,
      now,
      storedAt,
    ]);
  },

  async find(q: Queryable, imageId: string): Promise<MediaImageRow | null> {
    const rows = await q.query<MediaImageRow>(`SELECT ${COLUMNS} FROM media_images WHERE image_id = $1`, [imageId]);
    return rows[0] ?? null;
  },

  /** Marks the upload stored; false when another request stored it first (a URL is good for one upload). */
  async markStored(
    q: Queryable,
    imageId: string,
    size: number,
    now: Date,
    dimensions?: { readonly width: number; readonly height: number },
  ): Promise<boolean> {
    const rows = await q.query<{ image_id: string }>(
      `UPDATE media_images SET size_bytes = $2, stored_at = $3, width = COALESCE($4, width), height = COALESCE($5, height)
       WHERE image_id = $1 AND stored_at IS NULL RETURNING image_id`,
      [imageId, size, now, dimensions?.width ?? null, dimensions?.height ?? null],
    );
    return rows.length === 1;
  },

  /** The media library: an owner's stored images, newest first. */
  async listStored(
    q: Queryable,
    ownerUserId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: MediaImageRow[]; total: number }> {
    const rows = await q.query<MediaImageRow>(
      `SELECT ${COLUMNS} FROM media_images WHERE owner_user_id = $1 AND stored_at IS NOT NULL
       ORDER BY created_at DESC, image_id DESC OFFSET $2 LIMIT $3`,
      [ownerUserId, offset, limit],
    );
    const count = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM media_images WHERE owner_user_id = $1 AND stored_at IS NOT NULL',
      [ownerUserId],
    );
    return { rows, total: count[0]?.n ?? 0 };
  },

  /** Issued but unconfirmed uploads newer than `since` (S3 mode confirms them with a HEAD request). */
  async listPending(q: Queryable, ownerUserId: string, since: Date, limit: number): Promise<MediaImageRow[]> {
    return q.query<MediaImageRow>(
      `SELECT ${COLUMNS} FROM media_images WHERE owner_user_id = $1 AND stored_at IS NULL AND created_at >= $2
       ORDER BY created_at DESC LIMIT $3`,
      [ownerUserId, since, limit],
    );
  },
};
