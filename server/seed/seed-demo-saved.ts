import type { Kernel } from '../kernel/deps';
import { nowDate } from '../kernel/deps';
import { newId } from '../kernel/ids';
import { publicContent } from '../kernel/public-content';
import { savedRepository } from '../saved/saved.repository';

/** Who keeps what: a demo reader (not the e2e tests' Alice) with saved places, stories and a public list. */
export const DEMO_SAVED = {
  readerUsername: 'malee',
  /** Kept in the default list. */
  places: ['wat-pho', 'grand-palace'],
  /** A named list, made public: it has a page of its own at /lists/:id. */
  list: { listId: 'demo-riverside-temples', name: 'วัดริมเจ้าพระยา', places: ['wat-arun'] },
  /** How many of the other demo creators' published contents she keeps (newest first). */
  contents: 2,
} as const;

export interface DemoSavedResult {
  readonly itemsAdded: number;
  readonly listAdded: boolean;
}

/**
 * Seed: a demo reader's Saved, so `npm start` shows /saved with places, stories and a public list. Idempotent:
 * nothing is added once that reader has any list. Written through the saved module's repository (its rules:
 * one default list, one row per target).
 */
export async function seedDemoSaved(deps: Pick<Kernel, 'db' | 'clock'>): Promise<DemoSavedResult> {
  return deps.db.transaction(async (tx) => {
    const none = { itemsAdded: 0, listAdded: false };
    const [reader] = await tx.query<{ user_id: string }>('SELECT user_id FROM profiles WHERE username = $1', [
      DEMO_SAVED.readerUsername,
    ]);
    if (!reader) return none;
    if ((await tx.query('SELECT 1 FROM saved_lists WHERE user_id = $1 LIMIT 1', [reader.user_id])).length > 0)
      return none;
    const start = nowDate(deps).getTime();
    let n = 0;
    const at = () => new Date(start - 60_000 * (10 - ++n));
    const defaultList = await savedRepository.defaultList(tx, reader.user_id, newId(), nowDate(deps));
    let itemsAdded = 0;
    const keep = async (kind: 'content' | 'place', targetId: string, listId: string) => {
      if (!(await savedRepository.targetVisible(tx, kind, targetId))) return;
      await savedRepository.insertItem(tx, reader.user_id, kind, targetId, listId, at());
      itemsAdded += 1;
    };
    for (const place of DEMO_SAVED.places) await keep('place', place, defaultList);
    const contents = await tx.query<{ content_id: string }>(
      `SELECT content_id FROM contents WHERE author_user_id <> $1 AND ${publicContent()}
       ORDER BY published_at DESC, content_id LIMIT $2`,
      [reader.user_id, DEMO_SAVED.contents],
    );
    for (const { content_id } of contents) await keep('content', content_id, defaultList);
    const { listId, name, places } = DEMO_SAVED.list;
    await savedRepository.insertList(tx, listId, reader.user_id, name, nowDate(deps));
    await savedRepository.setListPublic(tx, listId, true);
    for (const place of places) await keep('place', place, listId);
    return { itemsAdded, listAdded: true };
  });
}
