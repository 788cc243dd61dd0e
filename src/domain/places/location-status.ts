/**
 * A place is `approved` (public: lists, map, search), `pending` (proposed by a creator,
 * usable only in the proposer's own contents until a moderator approves it) or `refused` (a moderator said
 * no: it stays readable in the contents that already name it, and no new save may reference it).
 */
export const LOCATION_STATUSES = ['approved', 'pending', 'refused'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
