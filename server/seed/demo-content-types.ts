import type { ContentKind, ContentLanguage, PendingLocation } from '../../src/domain/content/content';
import type { ArtSpec } from './cover-art';

/** Who wrote a demo content or comment: a username of DEMO_USERS. */
export type DemoAuthor = 'somchai' | 'malee' | 'alice';

/** A place of DEMO_PLACES by id, or a place proposed by the writer that is not in the table (contract PendingLoc). */
export type DemoPlaceRef = { readonly place: string } | { readonly pending: PendingLocation };

export type DemoSection =
  | { readonly type: 'text'; readonly html: string }
  | { readonly type: 'image'; readonly art: ArtSpec; readonly caption: string }
  | ({ readonly type: 'location'; readonly note: string } & DemoPlaceRef)
  | {
      readonly type: 'day';
      readonly title: string;
      readonly stops: readonly ({ readonly time: string | null; readonly note: string } & DemoPlaceRef)[];
    };

export interface DemoComment {
  readonly author: DemoAuthor;
  /** Plain text; `@username` mentions are resolved to user ids when seeded. */
  readonly text: string;
  /** Hours after publication, so the thread reads in order. */
  readonly hoursAfter: number;
  readonly replies?: readonly { readonly author: DemoAuthor; readonly text: string; readonly hoursAfter: number }[];
}

/** The words of one section in the other language, as its type has them (a day: its title and each stop's note). */
export type DemoSectionWords =
  | { readonly html: string }
  | { readonly caption: string }
  | { readonly note: string }
  | { readonly title: string; readonly stops: readonly string[] };

/** A demo content in its other language: `sections` follow the content's sections in order. */
export interface DemoTranslation {
  readonly language: ContentLanguage;
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly DemoSectionWords[];
}

/** One seeded article or trip: written through the same services as the editor, so it obeys every content rule. */
export interface DemoContent {
  readonly author: DemoAuthor;
  readonly kind: ContentKind;
  readonly language: ContentLanguage;
  readonly title: string;
  readonly summary: string;
  readonly cover: ArtSpec;
  readonly sections: readonly DemoSection[];
  readonly categoryIds: readonly string[];
  /** Drafts stay in the author's "my contents" list only. */
  readonly publish: boolean;
  /** Written this many days before the seed runs, so dates and the newest-first lists look lived in. */
  readonly daysAgo: number;
  /** Readers so far (contents.view_count). */
  readonly views: number;
  readonly comments?: readonly DemoComment[];
  /** The content in its other language (README "Two languages"): saved and published with it. */
  readonly translation?: DemoTranslation;
}

/** Section pictures are 3:2 and smaller than covers: they sit inside the 674/1043 px column (spec §9). */
export const sectionArt = (scene: ArtSpec['scene'], mood: ArtSpec['mood'], seed: string): ArtSpec => ({
  scene,
  mood,
  seed,
  width: 960,
  height: 640,
});
export const coverArt = (scene: ArtSpec['scene'], mood: ArtSpec['mood'], seed: string): ArtSpec => ({
  scene,
  mood,
  seed,
});
