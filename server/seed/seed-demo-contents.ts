import type {
  ContentTranslationsWire,
  ImageRefInputWire,
  SectionInputWire,
  SectionTranslationWire,
} from '../../src/contract/content.contract';
import { createCommentsModule } from '../comments/comments.module';
import { createContentModule } from '../content/content.module';
import type { EditorContentWire } from '../content/content.use-cases';
import type { Kernel } from '../kernel/deps';
import { createMediaModule } from '../media/media.module';
import { createUsersModule } from '../users/users.module';
import type { UserUseCases } from '../users/users.use-cases';
import { paintArtwork, type ArtSpec } from './cover-art';
import { DEMO_TRANSLATIONS } from './demo-content-translations';
import type { DemoAuthor, DemoContent, DemoPlaceRef, DemoSection, DemoTranslation } from './demo-content-types';
import { ALICE_CONTENTS } from './demo-contents-alice';
import { MALEE_CONTENTS } from './demo-contents-malee';
import { SOMCHAI_CONTENTS } from './demo-contents-somchai';
import { writeDemoComments } from './seed-demo-comments';
import { seedDemoPlaces } from './seed-demo-places';
import { seedDemoStats } from './seed-demo-stats';

/**
 * Oldest first, so "newest first" lists show them in the order a reader would expect. The ones of
 * DEMO_TRANSLATIONS are bilingual (an article and a trip among them).
 */
export const DEMO_CONTENTS: readonly DemoContent[] = [...SOMCHAI_CONTENTS, ...MALEE_CONTENTS, ...ALICE_CONTENTS]
  .map((demo) => {
    const translation = Object.hasOwn(DEMO_TRANSLATIONS, demo.title) ? DEMO_TRANSLATIONS[demo.title] : undefined;
    return translation ? { ...demo, translation } : demo;
  })
  .sort((a, b) => b.daysAgo - a.daysAgo);

export interface DemoContentsResult {
  readonly placesAdded: number;
  readonly contentsAdded: number;
  readonly publishedAdded: number;
  readonly commentsAdded: number;
  /** Contents whose author has no profile yet (demo users not seeded): skipped, not failed. */
  readonly skipped: number;
}

const DAY = 24 * 3_600_000;

/** A clock the seed moves by hand, so a content written "40 days ago" carries dates of 40 days ago. */
class SeedClock {
  constructor(public ms: number) {}
  now(): number {
    return this.ms;
  }
}

/** The editor's use cases on a clock of the seed's own: each demo content carries its own dates. */
function writerAt(deps: Kernel, users: UserUseCases, clock: SeedClock) {
  const at = { ...deps, clock };
  return {
    clock,
    content: createContentModule(at, users).useCases,
    media: createMediaModule(at, users).useCases.media,
  };
}

type Writer = ReturnType<typeof writerAt>;

/**
 * Seeds the demo places and contents of `npm start`: every content is written through the same
 * use cases as the editor (reserve → save → publish), so it passes every content rule; images are painted
 * (cover-art.ts) and stored through the media use cases; comments go through the comment repository so the
 * counters stay right. Idempotent: a content whose author already has one with the same title (in any
 * version, deleted or not) is skipped, so a second start adds nothing and a deleted demo stays deleted.
 */
export async function seedDemoContents(
  deps: Kernel,
  contents: readonly DemoContent[] = DEMO_CONTENTS,
): Promise<DemoContentsResult> {
  const placesAdded = await seedDemoPlaces(deps);
  const users = createUsersModule(deps).useCases;
  const comments = createCommentsModule(deps, users).useCases;
  const authors = await resolveAuthors(users);
  const started = deps.clock.now();
  const result = { placesAdded, contentsAdded: 0, publishedAdded: 0, commentsAdded: 0, skipped: 0 };
  for (const demo of contents) {
    const authorId = authors.get(demo.author);
    if (!authorId) {
      result.skipped += 1;
      continue;
    }
    if (await alreadySeeded(deps, authorId, demo.title)) continue;
    const clock = new SeedClock(started - demo.daysAgo * DAY);
    const contentId = await writeContent(writerAt(deps, users, clock), authorId, demo);
    result.contentsAdded += 1;
    if (!demo.publish) continue;
    result.publishedAdded += 1;
    await deps.db.query('UPDATE contents SET view_count = $2 WHERE content_id = $1', [contentId, demo.views]);
    await seedDemoStats(deps.db, contentId, demo.views, started, demo.daysAgo);
    result.commentsAdded += await writeDemoComments(
      deps,
      comments,
      authors,
      contentId,
      clock.ms,
      started,
      demo.comments ?? [],
    );
  }
  return result;
}

async function resolveAuthors(users: UserUseCases): Promise<Map<DemoAuthor, string>> {
  const authors = new Map<DemoAuthor, string>();
  for (const username of ['somchai', 'malee', 'alice'] as const) {
    const profile = await users.profileByUsername(username);
    if (profile) authors.set(username, profile.user_id);
  }
  return authors;
}

async function alreadySeeded(deps: Kernel, authorId: string, title: string): Promise<boolean> {
  const rows = await deps.db.query(
    `SELECT 1 FROM contents c JOIN content_versions v ON v.content_id = c.content_id
     WHERE c.author_user_id = $1 AND v.document->>'title' = $2 LIMIT 1`,
    [authorId, title],
  );
  return rows.length > 0;
}

/** Reserve, upload the pictures, save the whole document, publish: the editor's path, minutes apart. */
async function writeContent(writer: Writer, authorId: string, demo: DemoContent): Promise<string> {
  const reserved = await writer.content.reserveContent(authorId, demo.kind);
  try {
    return await fillContent(writer, authorId, demo, reserved);
  } catch (error) {
    // No half-written demo in "my contents": it is soft-deleted and the caller reports the error.
    await writer.content.deleteContent(authorId, reserved.content_id, null).catch(() => undefined);
    throw error;
  } finally {
    // The writer's media use cases have a variant queue of their own, which no server shutdown waits for:
    // the seed finishes its pictures' variants before it returns, so none is written into a storage closed under it.
    await writer.media.variantsIdle();
  }
}

async function fillContent(
  writer: Writer,
  authorId: string,
  demo: DemoContent,
  reserved: EditorContentWire,
): Promise<string> {
  const { clock, content, media } = writer;
  clock.ms += 5 * 60_000;
  const picture = (art: ArtSpec, purpose: 'cover' | 'section') => {
    const artwork = paintArtwork(art);
    return media.saveImage({
      ownerUserId: authorId,
      purpose,
      contentType: artwork.contentType,
      width: artwork.width,
      height: artwork.height,
      blurhash: artwork.blurhash,
      bytes: artwork.bytes,
    });
  };
  const cover = await picture(demo.cover, 'cover');
  const sections: SectionInputWire[] = [];
  for (const [index, section] of demo.sections.entries())
    sections.push(await wireSection(section, sectionIdAt(index), (art) => picture(art, 'section')));
  clock.ms += 40 * 60_000;
  const saved = await content.saveContent(authorId, reserved.content_id, {
    revision: reserved.revision,
    title: demo.title,
    summary: demo.summary,
    language: demo.language,
    cover,
    sections,
    category_ids: [...demo.categoryIds],
    ...(demo.translation ? { translations: wireTranslation(demo, demo.translation) } : {}),
  });
  if (demo.publish) {
    clock.ms += 15 * 60_000;
    await content.publishContent(authorId, saved.content_id, saved.revision);
  }
  return saved.content_id;
}

const sectionIdAt = (index: number) => `s${index + 1}`;
const stopIdAt = (sectionId: string, index: number) => `${sectionId}-${index + 1}`;

/** A demo translation on the wire: its words by the section and stop ids wireSection gives. */
function wireTranslation(demo: DemoContent, translation: DemoTranslation): ContentTranslationsWire {
  const sections: Record<string, SectionTranslationWire> = {};
  for (const [index, words] of translation.sections.entries()) {
    const sectionId = sectionIdAt(index);
    if ('stops' in words) {
      const stops = Object.fromEntries(words.stops.map((note, i) => [stopIdAt(sectionId, i), { note }]));
      sections[sectionId] = { title: words.title, stops };
    } else sections[sectionId] = words;
  }
  if (translation.sections.length !== demo.sections.length)
    throw new Error(
      `The translation of "${demo.title}" has ${translation.sections.length} sections, not ${demo.sections.length}`,
    );
  return { [translation.language]: { title: translation.title, summary: translation.summary, sections } };
}

const placeFields = (ref: DemoPlaceRef) =>
  'place' in ref
    ? { location_id: ref.place, pending_location: null }
    : { location_id: null, pending_location: ref.pending };

async function wireSection(
  section: DemoSection,
  sectionId: string,
  upload: (art: ArtSpec) => Promise<ImageRefInputWire>,
): Promise<SectionInputWire> {
  switch (section.type) {
    case 'text':
      return { section_id: sectionId, type: 'text' as const, html: section.html };
    case 'image':
      return {
        section_id: sectionId,
        type: 'image' as const,
        image: await upload(section.art),
        caption: section.caption,
      };
    case 'location':
      return { section_id: sectionId, type: 'location' as const, ...placeFields(section), note: section.note };
    case 'day':
      return {
        section_id: sectionId,
        type: 'day' as const,
        title: section.title,
        stops: section.stops.map((stop, i) => ({
          stop_id: stopIdAt(sectionId, i),
          ...placeFields(stop),
          note: stop.note,
          time: stop.time,
        })),
      };
  }
}
