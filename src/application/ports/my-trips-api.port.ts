import type { ContentStatus } from '../../domain/content/content';

/** One of the reader's own trips, as "add to my trip" lists them (newest update first). */
export interface MyTripSummary {
  readonly contentId: string;
  /** The working version's title; '' for a trip not named yet. */
  readonly title: string;
  readonly status: ContentStatus;
}

/** A trip of the reader's with what the dialog picks a day from: its days, in order, and its current revision. */
export interface MyTrip {
  readonly contentId: string;
  readonly title: string;
  readonly status: ContentStatus;
  readonly revision: number;
  readonly days: readonly { readonly sectionId: string; readonly title: string; readonly stopIds: readonly string[] }[];
}

/** Which day gets the stop: one of the trip's days (0-based among its day sections) or a new last day. */
export type StopDay = { readonly kind: 'day'; readonly index: number } | { readonly kind: 'new' };

export interface NewStop {
  /** Made by the client once per add: the server's idempotency key, so a retried add never doubles the stop. */
  readonly stopId: string;
  readonly locationId: string;
  readonly day: StopDay;
  /** "HH:mm" at the place, or null. */
  readonly time: string | null;
  /**
   * The content the reader was reading when they added the place (an article's location section, another trip's
   * stop), counted as a trip add in its creator's stats; absent from a place's own page.
   */
  readonly fromContentId?: string;
}

/** The reader's own trips through the content module (my contents, the editor view, reserve, patch, add stop). */
export interface MyTripsApi {
  listTrips(token: string): Promise<MyTripSummary[]>;
  readTrip(token: string, contentId: string): Promise<MyTrip>;
  reserveTrip(token: string): Promise<MyTrip>;
  nameTrip(token: string, contentId: string, revision: number, title: string): Promise<MyTrip>;
  addStop(token: string, contentId: string, revision: number, stop: NewStop): Promise<MyTrip>;
}
