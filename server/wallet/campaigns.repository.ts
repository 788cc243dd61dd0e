import { publicContent } from '../kernel/public-content';
import type { CampaignFields, CampaignRow, CampaignStateFilter, CampaignStore } from './wallet.ports';

/** Entries are published contents written for the campaign, neither deleted nor hidden by a moderator (as the entries listing). */
const ENTRY_COUNT = `(SELECT count(*)::int FROM contents e WHERE e.campaign_id = ca.campaign_id AND ${publicContent('e')}) AS entry_count`;
const COLUMNS = `ca.campaign_id, ca.title_th, ca.title_en, ca.description_th, ca.description_en, ca.rules_th, ca.rules_en,
  ca.prize_th, ca.prize_en, ca.cover_image_id, m.width AS cover_width, m.height AS cover_height, m.blurhash AS cover_blurhash,
  ca.starts_on, ca.ends_on, ca.opens_at, ca.ends_at, ca.category_id, ca.created_at, ca.updated_at, ${ENTRY_COUNT}`;
const CAMPAIGNS = 'campaigns ca LEFT JOIN media_images m ON m.image_id = ca.cover_image_id';

/** [opens_at, ends_at) against the clock's instant ($1), the same rule as campaignState in the domain. */
const STATE_WHERE: Record<Exclude<CampaignStateFilter, null>, string> = {
  upcoming: 'ca.opens_at > $1',
  open: 'ca.opens_at <= $1 AND ca.ends_at > $1',
  ended: 'ca.ends_at <= $1',
};
/** Open ones ending soonest first; upcoming ones starting soonest first; ended ones most recent first; all: newest start first. */
const STATE_ORDER: Record<Exclude<CampaignStateFilter, null> | 'all', string> = {
  upcoming: 'ca.opens_at ASC',
  open: 'ca.ends_at ASC',
  ended: 'ca.ends_at DESC',
  all: 'ca.opens_at DESC',
};

const fieldParams = (c: CampaignFields) => [
  c.titleTh,
  c.titleEn,
  c.descriptionTh,
  c.descriptionEn,
  c.rulesTh,
  c.rulesEn,
  c.prizeTh,
  c.prizeEn,
  c.coverImageId,
  c.startsOn,
  c.endsOn,
  c.opensAt,
  c.endsAt,
  c.categoryId,
];

const normalised = (row: CampaignRow): CampaignRow => ({ ...row, entry_count: Number(row.entry_count) });

/** Campaigns (migration 0010). */
export const campaignRepository: CampaignStore = {
  async find(q, campaignId) {
    const rows = await q.query<CampaignRow>(`SELECT ${COLUMNS} FROM ${CAMPAIGNS} WHERE ca.campaign_id = $1`, [
      campaignId,
    ]);
    return rows[0] ? normalised(rows[0]) : null;
  },

  async list(q, state, now, offset, limit) {
    const where = state ? `WHERE ${STATE_WHERE[state]}` : 'WHERE $1::timestamptz IS NOT NULL';
    const rows = await q.query<CampaignRow>(
      `SELECT ${COLUMNS} FROM ${CAMPAIGNS} ${where} ORDER BY ${STATE_ORDER[state ?? 'all']}, ca.campaign_id OFFSET $2 LIMIT $3`,
      [now, offset, limit],
    );
    const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM campaigns ca ${where}`, [now]);
    return { rows: rows.map(normalised), total: Number(count.total) };
  },

  async insert(q, campaign, now) {
    await q.query(
      `INSERT INTO campaigns (title_th, title_en, description_th, description_en, rules_th, rules_en, prize_th, prize_en, cover_image_id,
         starts_on, ends_on, opens_at, ends_at, category_id, campaign_id, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
      [...fieldParams(campaign), campaign.campaignId, campaign.createdBy, now],
    );
  },

  async update(q, campaignId, campaign, now) {
    const rows = await q.query(
      `UPDATE campaigns SET title_th = $1, title_en = $2, description_th = $3, description_en = $4, rules_th = $5, rules_en = $6,
         prize_th = $7, prize_en = $8, cover_image_id = $9, starts_on = $10, ends_on = $11, opens_at = $12, ends_at = $13,
         category_id = $14, updated_at = $16
       WHERE campaign_id = $15 RETURNING campaign_id`,
      [...fieldParams(campaign), campaignId, now],
    );
    return rows.length === 1;
  },

  async ownsImage(q, userId, imageId) {
    return (
      (await q.query('SELECT 1 FROM media_images WHERE image_id = $1 AND owner_user_id = $2', [imageId, userId]))
        .length > 0
    );
  },

  async categoryExists(q, categoryId) {
    return (await q.query('SELECT 1 FROM categories WHERE category_id = $1', [categoryId])).length > 0;
  },
};
