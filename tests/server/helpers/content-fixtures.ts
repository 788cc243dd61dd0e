import { randomBytes } from 'node:crypto';
import type { SignedInUser, TestServer } from './test-server';

/** Content-platform paths of the content contract. */
export const QUERY = '/api/content-platform/content-query-service/v1';
export const ORCH = '/api/content-platform/content-orchestration-service/v1';

const hex = (bytes = 6) => randomBytes(bytes).toString('hex');

/**
 * A stored image of `owner`, as the presign flow leaves it (rows are inserted directly: the media
 * routes are another engineer's, and the content rules only need the row).
 */
export async function insertImage(
  t: TestServer,
  ownerUserId: string,
  size = { width: 1200, height: 800 },
): Promise<string> {
  const imageId = `img-${hex()}`;
  await t.server.deps.db.query(
    `INSERT INTO media_images (image_id, owner_user_id, purpose, content_type, width, height, blurhash, size_bytes, created_at, stored_at)
     VALUES ($1, $2, 'cover', 'image/jpeg', $3, $4, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', 1000, now(), now())`,
    [imageId, ownerUserId, size.width, size.height],
  );
  return imageId;
}

export async function insertLocation(
  t: TestServer,
  names: { en: string; th: string },
  at = { lat: 13.75, lng: 100.49 },
  openingHours: unknown = null,
): Promise<string> {
  const locationId = `loc-${hex()}`;
  await t.server.deps.db.query(
    `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, opening_hours, created_at)
     VALUES ($1, $2, $3, 'Bangkok', $4, $5, $6::jsonb, now())`,
    [locationId, names.en, names.th, at.lat, at.lng, openingHours === null ? null : JSON.stringify(openingHours)],
  );
  return locationId;
}

export const textSection = (sectionId: string, html: string) => ({ section_id: sectionId, type: 'text', html });

/** A whole PUT body: by default publishable (title, cover, one section). */
export const documentBody = (revision: number, coverId: string | null, over: Record<string, unknown> = {}) => ({
  revision,
  title: 'Old town walk',
  summary: 'Temples before the heat',
  language: 'en',
  cover: coverId ? { image_id: coverId } : null,
  sections: [textSection('intro', '<p>Start at dawn.</p>')],
  category_ids: ['temples'],
  ...over,
});

export async function reserve(t: TestServer, user: SignedInUser, kind: 'article' | 'trip' = 'article') {
  const result = await t.call('POST', `${ORCH}/contents/reserved`, { token: user.idToken, body: { kind } });
  if (result.status !== 200) throw new Error(`reserve failed: ${JSON.stringify(result.body)}`);
  return result.body.data as { content_id: string; revision: number };
}

/** Reserved, saved and published with a cover of the author's; returns the EditorContent after publish. */
export async function publishedContent(
  t: TestServer,
  user: SignedInUser,
  over: Record<string, unknown> = {},
  kind: 'article' | 'trip' = 'article',
) {
  const reserved = await reserve(t, user, kind);
  const cover = await insertImage(t, user.userId);
  const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
    token: user.idToken,
    body: documentBody(reserved.revision, cover, over),
  });
  if (saved.status !== 200) throw new Error(`save failed: ${JSON.stringify(saved.body)}`);
  const published = await t.call('POST', `${ORCH}/contents/published/${reserved.content_id}`, {
    token: user.idToken,
    body: { revision: saved.body.data.revision },
  });
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return published.body.data;
}
