/**
 * More events told in-app (server/notifications): a mention in a comment or reply, a moderator's decision on a
 * proposed place, and a handled report.
 *
 * - `kind` gains 'mention', 'place_approved', 'place_refused' and 'report_handled' (the CHECK replaced).
 * - `actor_user_id` may be null, and is null exactly for a moderator's decision (place_approved, place_refused,
 *   report_handled): moderators stay anonymous to users, so no row names one (`notifications_actor_by_kind`).
 *   `notifications_not_self` still holds where there is an actor (a CHECK passes on null).
 * - `location_id`: the place a decision was about (its name is read from locations when listed).
 * - `reason`: what the moderator wrote when refusing a place; null otherwise.
 * - Dedupe keys: `mention:<comment>`, `place_approved:<location>`, `place_refused:<location>`,
 *   `report_handled:report:<report>` and `report_handled:issue:<report>`: marking an item done again after
 *   re-opening it tells nobody twice.
 */
export const migration0025 = {
  id: 25,
  name: 'notification-events',
  sql: `
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('new_follower', 'new_content',
      'comment', 'reply', 'mention', 'place_approved', 'place_refused', 'report_handled'));
    ALTER TABLE notifications ALTER COLUMN actor_user_id DROP NOT NULL;
    ALTER TABLE notifications ADD CONSTRAINT notifications_actor_by_kind CHECK (
      (actor_user_id IS NULL) = (kind IN ('place_approved', 'place_refused', 'report_handled')));
    ALTER TABLE notifications ADD COLUMN location_id text;
    ALTER TABLE notifications ADD COLUMN reason text;
  `,
};
