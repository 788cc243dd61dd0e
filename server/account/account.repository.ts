import type { AccountStore, Erased, HeldData, Row } from './account.ports';

const ids = (rows: readonly Record<string, unknown>[], column: string): string[] =>
  rows.map((row) => String(row[column]));
/** `column IN (the ids of $n)`: a list passed as one jsonb parameter, as the other repositories do. */
const inList = (column: string, n: number) => `${column} IN (SELECT jsonb_array_elements_text($${n}::jsonb))`;

/** Reads and erases every row of one account across the product's tables (account.ports.ts). */
export const accountRepository: AccountStore = {
  async heldData(q, userId): Promise<HeldData> {
    const one = async <T extends Row>(sql: string) => (await q.query<T>(sql, [userId]))[0] ?? null;
    const all = <T extends Row>(sql: string) => q.query<T>(sql, [userId]);
    const account = (await one<{ user_id: string; email: string | null; created_at: Date }>(
      'SELECT user_id, email, created_at FROM users WHERE user_id = $1',
    ))!;
    const contents = await all(
      `SELECT content_id, kind, status, view_count::int AS view_count, comment_count, campaign_id, created_at, updated_at,
         published_at, deleted_at, hidden_at IS NOT NULL AS hidden_by_moderator, based_on_content_id
       FROM contents WHERE author_user_id = $1 ORDER BY created_at, content_id`,
    );
    const versions = await all(
      `SELECT v.content_id, v.version, v.state, v.document, v.location_ids, v.created_at, v.updated_at, v.published_at
       FROM content_versions v JOIN contents c ON c.content_id = v.content_id
       WHERE c.author_user_id = $1 ORDER BY v.content_id, v.version`,
    );
    return {
      account,
      profile: await one(
        `SELECT display_name, username, avatar_image, cover_image, website, biography, contact_email, country, type, lang,
           referred_by, terms_accepted_at, first_update_done_at, username_updated_at, display_name_updated_at, created_at,
           updated_at
         FROM profiles WHERE user_id = $1`,
      ),
      roles: ids(await all('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role'), 'role'),
      interests: ids(
        await all('SELECT category_id FROM user_interests WHERE user_id = $1 ORDER BY category_id'),
        'category_id',
      ),
      lineLink: await one<{ line_user_id: string; linked_at: Date }>(
        'SELECT line_user_id, linked_at FROM line_links WHERE user_id = $1',
      ),
      contents: contents.map((content) => ({
        ...content,
        versions: versions
          .filter((version) => version.content_id === content.content_id)
          .map(({ content_id: _, ...version }) => version),
      })),
      comments: await all(
        `SELECT comment_id, content_id, parent_comment_id, text, created_at, edited_at, author_deleted_at AS deleted_at,
           hidden_at IS NOT NULL AS hidden_by_moderator
         FROM comments WHERE author_user_id = $1 ORDER BY created_at, comment_id`,
      ),
      pollVotes: await all('SELECT poll_id, option_id, voted_at FROM poll_votes WHERE user_id = $1 ORDER BY voted_at'),
      savedLists: await all(
        `SELECT list_id, name, is_default, is_public, created_at FROM saved_lists WHERE user_id = $1
         ORDER BY is_default DESC, created_at, list_id`,
      ),
      savedItems: await all(
        'SELECT kind, target_id, list_id, saved_at FROM saved_items WHERE user_id = $1 ORDER BY saved_at, target_id',
      ),
      following: await all(
        `SELECT f.creator_user_id, p.username, p.display_name, f.created_at AS followed_at FROM follows f
         LEFT JOIN profiles p ON p.user_id = f.creator_user_id
         WHERE f.follower_user_id = $1 ORDER BY f.created_at, f.creator_user_id`,
      ),
      notifications: await all(
        `SELECT notification_id, kind, actor_user_id, content_id, comment_id, location_id, reason, campaign_id, in_app,
           read_at, created_at
         FROM notifications WHERE recipient_user_id = $1 ORDER BY created_at, notification_id`,
      ),
      notificationPreferences: await all(
        `SELECT topic, channel, enabled, updated_at FROM notification_preferences WHERE user_id = $1
         ORDER BY topic, channel`,
      ),
      reports: await all(
        `SELECT report_id, target_type, target_id, content_id, reason, message, created_at FROM abuse_reports
         WHERE reporter_user_id = $1 ORDER BY created_at`,
      ),
      issueReports: await all(
        `SELECT report_id, category, description, attachment_ids, created_at FROM issue_reports
         WHERE user_id = $1 ORDER BY created_at`,
      ),
      contactMessages: await all(
        `SELECT ticket_id, name, email, subject, message, created_at FROM contact_messages
         WHERE user_id = $1 ORDER BY created_at`,
      ),
      uploads: await all(
        `SELECT purpose, upload_id, file_name, content_type, size_bytes, created_at FROM uploads
         WHERE owner_user_id = $1 AND stored_at IS NOT NULL ORDER BY created_at`,
      ),
      images: await all(
        `SELECT image_id, purpose, width, height, size_bytes, created_at FROM media_images
         WHERE owner_user_id = $1 AND stored_at IS NOT NULL ORDER BY created_at`,
      ),
      proposedPlaces: await all(
        `SELECT location_id, name_en, name_th, address, lat, lng, status, proposed_at FROM locations
         WHERE proposer_user_id = $1 ORDER BY proposed_at`,
      ),
      readingHistory: await all('SELECT content_id, read_at FROM content_reads WHERE user_id = $1 ORDER BY read_at'),
      signIns: await all(
        'SELECT kind, lat, lng, device, created_at FROM auth_events WHERE user_id = $1 ORDER BY created_at',
      ),
    } as HeldData;
  },

  async erase(q, userId, now): Promise<Erased> {
    const run = (sql: string, params: unknown[] = [userId]) => q.query<Row>(sql, params);
    const list = (values: readonly string[]) => JSON.stringify(values);

    // What the account wrote and what hangs on it.
    const contentIds = ids(await run('SELECT content_id FROM contents WHERE author_user_id = $1'), 'content_id');
    const ownPolls = ids(await run('SELECT poll_id FROM polls WHERE owner_user_id = $1'), 'poll_id');
    const votedPolls = ids(await run('SELECT DISTINCT poll_id FROM poll_votes WHERE user_id = $1'), 'poll_id');
    const issueIds = ids(await run('SELECT report_id FROM issue_reports WHERE user_id = $1'), 'report_id');
    const contactIds = ids(await run('SELECT ticket_id FROM contact_messages WHERE user_id = $1'), 'ticket_id');
    const unusedPlaces = ids(
      await run("SELECT location_id FROM locations WHERE proposer_user_id = $1 AND status <> 'approved'"),
      'location_id',
    );
    // Reports the account made, and reports about what it wrote (nothing is left to moderate there).
    const reportIds = ids(
      await run(
        `SELECT report_id FROM abuse_reports
         WHERE reporter_user_id = $1 OR ${inList('content_id', 2)}
            OR (target_type = 'comment' AND target_id IN (SELECT comment_id FROM comments WHERE author_user_id = $1))`,
        [userId, list(contentIds)],
      ),
      'report_id',
    );

    // The moderation queue's marks of those items, then the items.
    for (const [kind, itemIds] of [
      ['report', reportIds],
      ['issue', issueIds],
      ['contact', contactIds],
      ['place', unusedPlaces],
    ] as const) {
      await run(`DELETE FROM moderation_marks WHERE kind = $1 AND ${inList('item_id', 2)}`, [kind, list(itemIds)]);
    }
    await run(`DELETE FROM abuse_reports WHERE ${inList('report_id', 1)}`, [list(reportIds)]);
    await run('DELETE FROM issue_reports WHERE user_id = $1');
    await run('DELETE FROM contact_messages WHERE user_id = $1');

    // Polls: the account's votes anywhere, and its own polls (sections of its contents) with their votes.
    await run('DELETE FROM poll_votes WHERE user_id = $1');
    await run(`DELETE FROM poll_votes WHERE ${inList('poll_id', 1)}`, [list(ownPolls)]);
    await run(`DELETE FROM poll_options WHERE ${inList('poll_id', 1)}`, [list(ownPolls)]);
    await run(`DELETE FROM polls WHERE ${inList('poll_id', 1)}`, [list(ownPolls)]);

    // Its contents, whole: every version, the threads under them, views, reads and the search index.
    const owned = [list(contentIds)];
    await run(`DELETE FROM comments WHERE ${inList('content_id', 1)}`, owned);
    await run(`DELETE FROM content_views WHERE ${inList('content_id', 1)}`, owned);
    await run(`DELETE FROM content_reads WHERE ${inList('content_id', 1)}`, owned);
    await run(`DELETE FROM search_documents WHERE ${inList('content_id', 1)}`, owned);
    await run(`DELETE FROM content_versions WHERE ${inList('content_id', 1)}`, owned);
    await run(`DELETE FROM contents WHERE ${inList('content_id', 1)}`, owned);

    // Places it proposed: unused ones (pending, refused: only its own contents could name them) go; approved
    // places are the map's now and stay, without their proposer.
    await run(`DELETE FROM locations WHERE ${inList('location_id', 1)}`, [list(unusedPlaces)]);
    await run('UPDATE locations SET proposer_user_id = NULL WHERE proposer_user_id = $1');

    // Its images, but those still shown by something that stays (an approved place, a campaign, a moderator's poll).
    const imageIds = ids(
      await run(
        `SELECT image_id FROM media_images m WHERE owner_user_id = $1
           AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.photo_image_id = m.image_id)
           AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.cover_image_id = m.image_id)
           AND NOT EXISTS (SELECT 1 FROM poll_options o WHERE o.image_id = m.image_id)`,
      ),
      'image_id',
    );
    await run(`DELETE FROM media_images WHERE ${inList('image_id', 1)}`, [list(imageIds)]);
    const uploads = await run('DELETE FROM uploads WHERE owner_user_id = $1 RETURNING purpose, upload_id');

    // What is about the person alone: their saved lists go with their items (a public one is a 404 from now on).
    await run('DELETE FROM saved_lists WHERE user_id = $1');
    // Whom they follow and who follows them: the users row stays as a tombstone, so no ON DELETE CASCADE fires.
    await run('DELETE FROM follows WHERE follower_user_id = $1 OR creator_user_id = $1');
    // Their notifications, and those they caused others (whose actor would be a deleted account).
    await run('DELETE FROM notifications WHERE recipient_user_id = $1 OR actor_user_id = $1');
    // Their notification choices and e-mail windows go too: the tombstone fires no ON DELETE CASCADE.
    for (const table of [
      'user_interests',
      'user_roles',
      'line_links',
      'auth_events',
      'web_sessions',
      'content_reads',
      'notification_preferences',
      'notification_mail_windows',
    ])
      await run(`DELETE FROM ${table} WHERE user_id = $1`);
    await run('UPDATE profiles SET referred_by = NULL WHERE referred_by = $1');
    await run('DELETE FROM profiles WHERE user_id = $1');
    // The tombstone: its comments' placeholders and the moderation decisions it took still point at it.
    await run(
      `UPDATE users SET firebase_uid = 'deleted:' || user_id, email = NULL, deleted_at = $2 WHERE user_id = $1`,
      [userId, now],
    );

    return {
      contentIds,
      pollIds: [...new Set([...ownPolls, ...votedPolls])],
      imageIds,
      uploadKeys: uploads.map((row) => `${String(row.purpose)}/${String(row.upload_id)}`),
    };
  },
};
