/**
 * The wallet and admin calls' paths (spec §7 "Wallet: public campaign preview, public
 * polls/{pollId}"; the admin area is ours), apart from their schemas: plain strings, so the reader and the
 * SPA's adapters can import them as values without bundling TypeBox (polls/campaigns/moderation contracts
 * re-export them). Replace `:pollId`, `:campaignId`, ... before calling.
 */
export const WALLET_SERVICE = '/wallet-service/v1';
export const ADMIN_SERVICE = '/admin-service/v1';

export const WALLET_PATHS = {
  /** GET (public, token optional: `my_vote` for the caller). */
  poll: `${WALLET_SERVICE}/polls/:pollId`,
  /** GET (public): text/event-stream of `tally` events, one per change; `retry:` and `id:` for reconnects. */
  pollEvents: `${WALLET_SERVICE}/polls/:pollId/events`,
  /** POST (signed in): `{ option_id }`. */
  pollVotes: `${WALLET_SERVICE}/polls/:pollId/votes`,
  /** POST (signed in): a creator's poll for a section of their own content (a moderator's is standalone). */
  polls: `${WALLET_SERVICE}/polls`,
  /** GET (public): the open polls pinned to an approved place, newest first (at most PLACE_POLLS_MAX). */
  placePolls: `${WALLET_SERVICE}/places/:locationId/polls`,
  /** GET (public, paged): campaigns, `?state=open|upcoming|ended`. */
  campaigns: `${WALLET_SERVICE}/campaigns`,
  /** GET (public): the whole campaign. */
  campaign: `${WALLET_SERVICE}/campaigns/:campaignId`,
  /** GET (public): spec §7 "public campaign preview": the card a content page or the home shows. */
  campaignPreview: `${WALLET_SERVICE}/campaigns/:campaignId/preview`,
  /** GET (public, paged): published contents written for the campaign. POST (signed in): reserve a new entry. */
  campaignEntries: `${WALLET_SERVICE}/campaigns/:campaignId/entries`,
} as const;

export const ADMIN_PATHS = {
  /** GET (signed in, any user): `{ moderator }` — never 403, the SPA asks it to show the admin link. */
  role: `${ADMIN_SERVICE}/role`,
  /** GET paged list, POST create (standalone polls). */
  polls: `${ADMIN_SERVICE}/polls`,
  /** PATCH edit. */
  poll: `${ADMIN_SERVICE}/polls/:pollId`,
  /** GET paged list (every state), POST create. */
  campaigns: `${ADMIN_SERVICE}/campaigns`,
  /** PATCH edit. */
  campaign: `${ADMIN_SERVICE}/campaigns/:campaignId`,
  /** GET paged: `?kind=report|contact|issue|place&status=open|done`. */
  queue: `${ADMIN_SERVICE}/queue`,
  /** POST `{ status: 'open' | 'done', note? }`: mark a queue item handled (or reopen it). */
  queueItem: `${ADMIN_SERVICE}/queue/:kind/:itemId`,
  /** POST `{ hidden, reason? }`: readers then get 404. */
  hideContent: `${ADMIN_SERVICE}/contents/:contentId/visibility`,
  /** POST `{ hidden, reason? }`: readers then see "removed". */
  hideComment: `${ADMIN_SERVICE}/comments/:commentId/visibility`,
  /** POST `{ disabled }`: through the identity provider; the user then meets spec §2 rule 1. */
  userAccess: `${ADMIN_SERVICE}/users/:userId/access`,
  /** POST `{ decision: 'approve' | 'refuse', reason? }` on a proposed place. */
  placeDecision: `${ADMIN_SERVICE}/locations/:locationId/decision`,
  /** POST `{ closed_on_public_holidays }` on a place (approved or pending) with opening hours. */
  placeHolidays: `${ADMIN_SERVICE}/locations/:locationId/holidays`,
  /** GET: a finished upload of the queue (report attachment, place photo), moderators only. */
  upload: `${ADMIN_SERVICE}/uploads/:kind/:uploadId`,
} as const;

/** Readers' reports (ours, beside spec §7 v2/report/issues): POST `{ target_type, target_id, reason, message }`. */
export const REPORT_ABUSE_PATH = '/user-orchestration-service/v2/report/abuse';

/** `/polls/:pollId` → `/polls/abc`. */
export const fillPath = (template: string, params: Record<string, string>): string =>
  template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
