import { publicContent } from '../kernel/public-content';
import type { NewPollOption, PollFields, PollOptionRow, PollRow, PollStore } from './wallet.ports';

const POLL_COLUMNS = `po.poll_id, po.question_th, po.question_en, po.closes_at, po.owner_user_id, po.standalone, po.location_id, po.created_at,
  po.updated_at, pr.username, pr.display_name, pr.avatar_image`;
const POLLS = 'polls po LEFT JOIN profiles pr ON pr.user_id = po.owner_user_id';

const json = (value: unknown): string => JSON.stringify(value);

/** Postgres foreign-key-violation SQLSTATE (both adapters carry it as `code`). */
const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/** Polls, options and votes (migration 0010), pinned to places (0021). */
export const pollRepository: PollStore = {
  async find(q, pollId) {
    const rows = await q.query<PollRow>(`SELECT ${POLL_COLUMNS} FROM ${POLLS} WHERE po.poll_id = $1`, [pollId]);
    return rows[0] ?? null;
  },

  async lock(q, pollId) {
    const rows = await q.query<PollRow>(`SELECT ${POLL_COLUMNS} FROM ${POLLS} WHERE po.poll_id = $1 FOR UPDATE OF po`, [
      pollId,
    ]);
    return rows[0] ?? null;
  },

  async options(q, pollId) {
    return (await pollRepository.optionsOf(q, [pollId])).get(pollId) ?? [];
  },

  /** One query for the options of a whole page of polls (the admin list), each poll's in its order. */
  async optionsOf(q, pollIds) {
    const byPoll = new Map<string, PollOptionRow[]>();
    if (pollIds.length === 0) return byPoll;
    const rows = await q.query<PollOptionRow & { poll_id: string }>(
      `SELECT o.poll_id, o.option_id, o.text_th, o.text_en, o.image_id, m.width AS image_width, m.height AS image_height,
         m.blurhash AS image_blurhash,
         (SELECT count(*)::int FROM poll_votes v WHERE v.poll_id = o.poll_id AND v.option_id = o.option_id) AS votes
       FROM poll_options o LEFT JOIN media_images m ON m.image_id = o.image_id
       WHERE o.poll_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY o.poll_id, o.position`,
      [json(pollIds)],
    );
    for (const { poll_id: pollId, ...row } of rows) {
      const list = byPoll.get(pollId) ?? [];
      list.push({ ...row, votes: Number(row.votes) });
      byPoll.set(pollId, list);
    }
    return byPoll;
  },

  async optionIds(q, pollId) {
    const rows = await q.query<{ option_id: string }>(
      'SELECT option_id FROM poll_options WHERE poll_id = $1 ORDER BY position',
      [pollId],
    );
    return rows.map((row) => row.option_id);
  },

  /** The poll's closes_at and its counts per option in one query (a LEFT JOIN from polls: no row = no such poll). */
  async tally(q, pollId) {
    const rows = await q.query<{ closes_at: Date | null; option_id: string | null; votes: number }>(
      `SELECT po.closes_at, o.option_id, count(v.user_id)::int AS votes
       FROM polls po
       LEFT JOIN poll_options o ON o.poll_id = po.poll_id
       LEFT JOIN poll_votes v ON v.poll_id = o.poll_id AND v.option_id = o.option_id
       WHERE po.poll_id = $1 GROUP BY po.closes_at, o.option_id, o.position ORDER BY o.position`,
      [pollId],
    );
    if (rows.length === 0) return null;
    const counts = rows.flatMap((row) =>
      row.option_id === null ? [] : [{ option_id: row.option_id, votes: Number(row.votes) }],
    );
    return { closes_at: rows[0].closes_at, counts };
  },

  async myVote(q, pollId, userId) {
    const rows = await q.query<{ option_id: string }>(
      'SELECT option_id FROM poll_votes WHERE poll_id = $1 AND user_id = $2',
      [pollId, userId],
    );
    return rows[0]?.option_id ?? null;
  },

  async hasVotes(q, pollId) {
    return (await q.query('SELECT 1 FROM poll_votes WHERE poll_id = $1 LIMIT 1', [pollId])).length > 0;
  },

  /**
   * The database decides "once": the (poll_id, user_id) key and ON CONFLICT DO NOTHING. The same statement
   * checks that the option is the poll's and the poll is open at `now`; FOR SHARE waits for an edit holding
   * the poll (closing it now, changing options) and re-checks against what it committed. No row back: voted
   * before, closed, unknown option or poll (the caller asks which). An option deleted by an edit that
   * committed meanwhile fails the foreign key: also "no row".
   */
  async insertVote(q, pollId, userId, optionId, now) {
    try {
      const rows = await q.query(
        `INSERT INTO poll_votes (poll_id, user_id, option_id, voted_at)
         SELECT po.poll_id, $2, o.option_id, $4 FROM polls po JOIN poll_options o ON o.poll_id = po.poll_id AND o.option_id = $3
         WHERE po.poll_id = $1 AND (po.closes_at IS NULL OR po.closes_at > $4)
         FOR SHARE OF po
         ON CONFLICT (poll_id, user_id) DO NOTHING RETURNING user_id`,
        [pollId, userId, optionId, now],
      );
      return rows.length === 1;
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  },

  async insert(q, poll, now) {
    await q.query(
      `INSERT INTO polls (poll_id, question_th, question_en, closes_at, owner_user_id, standalone, created_by, created_at, updated_at,
         location_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
      [
        poll.pollId,
        poll.questionTh,
        poll.questionEn,
        poll.closesAt,
        poll.ownerUserId,
        poll.ownerUserId === null,
        poll.createdBy,
        now,
        poll.locationId,
      ],
    );
  },

  async update(q, pollId, poll: PollFields, now) {
    await q.query(
      `UPDATE polls SET question_th = $2, question_en = $3, closes_at = $4, updated_at = $5, location_id = $6
       WHERE poll_id = $1`,
      [pollId, poll.questionTh, poll.questionEn, poll.closesAt, now, poll.locationId],
    );
  },

  /**
   * Options not in `options` are deleted (the use case allows that only without votes: the votes' foreign key
   * would refuse it anyway); the others are upserted with their new position and texts.
   */
  async replaceOptions(q, pollId, options: readonly NewPollOption[]) {
    await q.query(
      'DELETE FROM poll_options WHERE poll_id = $1 AND option_id NOT IN (SELECT jsonb_array_elements_text($2::jsonb))',
      [pollId, json(options.map((o) => o.optionId))],
    );
    for (const [position, option] of options.entries()) {
      await q.query(
        `INSERT INTO poll_options (poll_id, option_id, position, text_th, text_en, image_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (poll_id, option_id) DO UPDATE SET position = $3, text_th = $4, text_en = $5, image_id = $6`,
        [pollId, option.optionId, position, option.textTh, option.textEn, option.imageId],
      );
    }
  },

  async list(q, offset, limit) {
    const rows = await q.query<PollRow>(
      `SELECT ${POLL_COLUMNS} FROM ${POLLS} ORDER BY po.created_at DESC, po.poll_id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    const [count] = await q.query<{ total: number }>('SELECT count(*)::int AS total FROM polls');
    return { rows, total: Number(count.total) };
  },

  /**
   * The partial index polls_place serves it (location_id, newest first); the place must be approved now. A moderator's
   * (standalone) poll shows at once; a creator's only while a public content of theirs shows it in a poll section of
   * its published version: a poll in a draft, or in a content a moderator hid, is not put before every visitor of
   * the place, and a creator cannot pin polls that no reader of theirs ever saw.
   */
  async openAtPlace(q, locationId, now, limit) {
    return q.query<PollRow>(
      `SELECT ${POLL_COLUMNS} FROM ${POLLS}
       WHERE po.location_id = $1 AND (po.closes_at IS NULL OR po.closes_at > $2)
         AND EXISTS (SELECT 1 FROM locations l WHERE l.location_id = po.location_id AND l.status = 'approved')
         AND (po.standalone OR EXISTS (
           SELECT 1 FROM contents c
           JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
           WHERE c.author_user_id = po.owner_user_id AND ${publicContent('c')}
             AND v.document->'sections' @> jsonb_build_array(jsonb_build_object('type', 'poll', 'poll_id', po.poll_id))))
       ORDER BY po.created_at DESC, po.poll_id LIMIT $3`,
      [locationId, now, limit],
    );
  },

  async isApprovedPlace(q, locationId) {
    const rows = await q.query("SELECT 1 FROM locations WHERE location_id = $1 AND status = 'approved'", [locationId]);
    return rows.length > 0;
  },

  async ownedImageIds(q, userId, ids) {
    if (ids.length === 0) return new Set();
    const rows = await q.query<{ image_id: string }>(
      'SELECT image_id FROM media_images WHERE owner_user_id = $1 AND image_id IN (SELECT jsonb_array_elements_text($2::jsonb))',
      [userId, json(ids)],
    );
    return new Set(rows.map((row) => row.image_id));
  },
};
