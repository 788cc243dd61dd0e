import { withoutQueryParam } from '../url/url-helpers';
/** What a reader keeps (ours): a content (article or trip) or a place, in one list of theirs at a time. */
export type SavedKind = 'content' | 'place';
export const SAVED_KINDS: readonly SavedKind[] = ['content', 'place'];
export { SAVED_STATUS_IDS_MAX, savedStatusBatches } from './saved-status';

export interface SavedItem {
  readonly kind: SavedKind;
  readonly targetId: string;
  readonly listId: string;
  readonly savedAt: string;
  /** The content's title, or the place's name in the reader's language. */
  readonly title: string;
  /** For a content, which page shows it (/contents/:id or /trips/:id); null for a place. */
  readonly contentKind: 'article' | 'trip' | null;
  /** The content's summary, or the place's address. */
  readonly detail: string;
}

export interface SavedList {
  readonly listId: string;
  /** Empty for the default list: the client names it ("Saved"). */
  readonly name: string;
  readonly isDefault: boolean;
  readonly isPublic: boolean;
  readonly itemCount: number;
}

/** Whether a target is kept after a save or unsave, and by how many readers. */
export interface SavedState {
  readonly saved: boolean;
  readonly listId: string | null;
  readonly savedCount: number;
}

/** A list name as the server takes it: 1..60 characters after trimming. */
export const LIST_NAME_MAX = 60;
export const listNameProblem = (name: string): 'empty' | 'tooLong' | null => {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return [...trimmed].length > LIST_NAME_MAX ? 'tooLong' : null;
};

/**
 * A save asked for while signed out: the page comes back from /login with `?save=<kind>` and the save happens
 * then. Only the query of this one parameter is read and removed; the rest of the address stays as it was.
 */
export const SAVE_INTENT_PARAM = 'save';

export function saveIntentOf(search: string): SavedKind | null {
  const value = new URLSearchParams(search).get(SAVE_INTENT_PARAM);
  return value === 'content' || value === 'place' ? value : null;
}

/** The address to come back to after signing in, with the save to make then. */
export function withSaveIntent(path: string, search: string, kind: SavedKind): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_INTENT_PARAM, kind);
  return `${path}?${params.toString()}`;
}

/** The address without the save intent, once it is done (for history.replaceState). */
export const withoutSaveIntent = (path: string, search: string, hash = ''): string =>
  withoutQueryParam(path, search, SAVE_INTENT_PARAM, hash);

/**
 * A card's save asked for while signed out (the app's lists of cards): the page comes back from /login with
 * `?save-content=<contentId>` and that card's save is made then; the parameter then leaves the address.
 */
export const CARD_SAVE_INTENT_PARAM = 'save-content';

export function cardSaveIntentOf(search: string): string | null {
  const value = new URLSearchParams(search).get(CARD_SAVE_INTENT_PARAM);
  return value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/** The query (with its `?`, or '') with or without the card's save to make after signing in. */
export function withCardSaveIntent(search: string, contentId: string | null): string {
  const params = new URLSearchParams(search);
  if (contentId === null) params.delete(CARD_SAVE_INTENT_PARAM);
  else params.set(CARD_SAVE_INTENT_PARAM, contentId);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Who made a public list: its page names them and links their profile when they have a username. */
export interface SavedListOwner {
  readonly username: string | null;
  readonly displayName: string | null;
}

/** A saved list its maker made public (/lists/:id), with one page of its items, newest first. */
export interface PublicSavedList {
  readonly listId: string;
  readonly name: string;
  readonly itemCount: number;
  readonly owner: SavedListOwner;
  readonly items: readonly SavedItem[];
  /** The key of the next page; null on the last. */
  readonly nextCursor: string | null;
}

/** The owner as a list's page names them: the display name, else @username, else null (the caller's "a reader"). */
export const ownerLabel = (owner: SavedListOwner): string | null =>
  owner.displayName?.trim() || (owner.username ? `@${owner.username}` : null);
