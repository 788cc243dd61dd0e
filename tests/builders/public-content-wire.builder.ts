/**
 * A PublicContent wire (GET contents/:id, src/contract/content.contract.ts): what the server embeds in a reading
 * page and renders it from. A published English article by @malee, no cover, no sections, unless overridden.
 */
export function aPublicContentWire(overrides: Record<string, unknown> = {}) {
  return {
    content_id: 'c1',
    kind: 'article',
    version: 1,
    title: 'Sunrise',
    summary: 'Dawn',
    language: 'en',
    cover: null,
    sections: [],
    category_ids: [],
    author: { user_id: 'u1', username: 'malee', display_name: 'Malee', avatar_image: null },
    published_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    view_count: 0,
    like_count: 0,
    comment_count: 0,
    places: [],
    campaign_id: null,
    ...overrides,
  };
}
