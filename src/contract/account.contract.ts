import { Closed, DateTime, Instant, NullableString, Type, type Static } from './schema';

/**
 * A person's own account (ours, not in spec §7): everything the product holds about them, as one JSON
 * download, and deleting the account. Both are the caller's own: the bearer decides whose.
 */

/** Rows of one kind, each with the columns the product keeps (named in the description). */
const Rows = (description: string) => Type.Array(Type.Record(Type.String(), Type.Unknown()), { description });

export const AccountExport = Closed({
  exported_at: Instant(),
  account: Closed({
    user_id: Type.String(),
    email: NullableString(),
    created_at: Instant(),
    sign_in_methods: Type.Array(Type.String(), {
      description: "The identity provider's methods ('password', 'google.com', …); LINE is in line_link.",
    }),
  }),
  profile: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description:
      'Every profile column: display_name, username, avatar_image, cover_image, website, biography, contact_email, country, ' +
      'type, lang, referred_by (the referrer user id), the name-change times, created_at, updated_at. Null before onboarding.',
  }),
  consents: Closed({
    terms_of_use_accepted_at: DateTime({ description: 'When the terms of use were accepted (spec §5).' }),
    cookie_consent: Type.String({
      description:
        'Cookie consent (spec §4) is kept only in the browser (cookie CookieConsent): the server holds none.',
    }),
  }),
  roles: Type.Array(Type.String()),
  interests: Type.Array(Type.String(), { description: 'Category ids chosen as interests.' }),
  line_link: Type.Union([Closed({ line_user_id: Type.String(), linked_at: Instant() }), Type.Null()]),
  contents: Rows(
    'Every content written, deleted ones included: content_id, kind, status, view_count, comment_count, campaign_id, ' +
      'created_at, updated_at, published_at, deleted_at, hidden_by_moderator, based_on_content_id (the trip a copy was made from, null when none or once the creator of that trip deleted their account), and versions (version, state, document: the whole ' +
      'title, summary, language, cover, sections and categories, location_ids, created_at, updated_at, published_at).',
  ),
  comments: Rows(
    'Every comment and reply written: comment_id, content_id, parent_comment_id, text, created_at, edited_at, deleted_at ' +
      '(the words of a deleted one are already erased), hidden_by_moderator.',
  ),
  poll_votes: Rows('poll_id, option_id, voted_at.'),
  saved_lists: Rows('list_id, name, is_default, is_public, created_at.'),
  saved_items: Rows('kind, target_id, list_id, saved_at.'),
  following: Rows('Creators followed: creator_user_id, username, display_name, followed_at.'),
  notifications: Rows(
    "Notifications received: notification_id, kind, actor_user_id (null for a moderators' decision), content_id, " +
      'comment_id, location_id, reason, campaign_id, in_app (shown in the app), read_at, created_at.',
  ),
  notification_preferences: Rows(
    'Notification choices made (the rest are defaults): topic, channel, enabled, updated_at.',
  ),
  reports: Rows(
    'Reports of contents or comments: report_id, target_type, target_id, content_id, reason, message, created_at.',
  ),
  issue_reports: Rows('report_id, category, description, attachment_urls, created_at.'),
  contact_messages: Rows('ticket_id, name, email, subject, message, created_at.'),
  uploads: Rows(
    'Avatars and report attachments: purpose, upload_id, url, file_name, content_type, size_bytes, created_at.',
  ),
  images: Rows('Content images of the media library: image_id, purpose, url, width, height, size_bytes, created_at.'),
  proposed_places: Rows('location_id, name_en, name_th, address, lat, lng, status, proposed_at.'),
  reading_history: Rows('Contents opened signed in: content_id, read_at.'),
  sign_ins: Rows('Sign-in events (spec §7 login records position and device): kind, lat, lng, device, created_at.'),
});
export type AccountExportWire = Static<typeof AccountExport>;

export const AccountDeleted = Closed({
  user_id: Type.String(),
  deleted_at: Instant(),
});
export type AccountDeletedWire = Static<typeof AccountDeleted>;
