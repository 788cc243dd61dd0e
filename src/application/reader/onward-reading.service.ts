import type { ContentLanguage, ContentListItem, PlaceSummary, PublicContent } from '../../domain/content/content';
import type { CreatorContentsApi } from '../ports/creator-contents-api.port';
import type { PlaceContentsApi } from '../ports/place-contents-api.port';

/** Cards per onward section, and how many of the content's places get a "more at" section. */
export const ONWARD_CARDS = 4;
export const ONWARD_PLACES = 2;

export interface PlaceContents {
  readonly place: PlaceSummary;
  readonly items: readonly ContentListItem[];
}

/**
 * The end of a public content or trip page: more from its
 * creator and more at the places it features, so a reader who came by a shared link keeps reading. Never
 * the content itself, never the same content twice among the place sections; a failed read is an empty
 * section, not an error (the article is what the reader came for).
 */
export class OnwardReadingService {
  constructor(
    private readonly creators: Pick<CreatorContentsApi, 'getCreatorContents'>,
    private readonly places: PlaceContentsApi,
  ) {}

  async moreFromCreator(
    content: Pick<PublicContent, 'contentId' | 'author'>,
    max = ONWARD_CARDS,
    /** The reader's language: each card in it when its content has it. */
    hl?: ContentLanguage,
  ): Promise<readonly ContentListItem[]> {
    const username = content.author.username;
    if (!username) return [];
    try {
      const page = await this.creators.getCreatorContents(username, 0, max + 1, undefined, hl);
      return page.items.filter((item) => item.contentId !== content.contentId).slice(0, max);
    } catch {
      return [];
    }
  }

  async moreAtPlaces(
    content: Pick<PublicContent, 'contentId' | 'places'>,
    maxPlaces = ONWARD_PLACES,
    max = ONWARD_CARDS,
  ): Promise<readonly PlaceContents[]> {
    const seenPlaces = new Set<string>();
    const places = content.places
      .filter((place) => !seenPlaces.has(place.locationId) && seenPlaces.add(place.locationId))
      .slice(0, maxPlaces);
    const pages = await Promise.all(
      places.map((place) =>
        this.places
          .getPlaceContents(place.locationId, 0, max + 1 + ONWARD_CARDS)
          .catch(() => [] as readonly ContentListItem[]),
      ),
    );
    const shown = new Set([content.contentId]);
    const out: PlaceContents[] = [];
    places.forEach((place, i) => {
      const items = pages[i].filter((item) => !shown.has(item.contentId)).slice(0, max);
      items.forEach((item) => shown.add(item.contentId));
      if (items.length > 0) out.push({ place, items });
    });
    return out;
  }
}
