/**
 * The error catalogue of spec §8: every backend code with the HTTP status the server answers with
 * and the i18n key the UI shows. Codes marked "ours" are not in the spec; the OpenAPI document lists them.
 */
export const ErrorCode = {
  lineClientIdMismatch: 4000104006,
  lineUserIdMismatch: 4000104007,
  duplicateProfile: 4090101006,
  duplicateName: 4000101001,
  referralCodeNotFound: 4040101005,
  firstProfileUpdateDone: 4090101002,
  profileUpdatedTooOften: 4290101004,
  presignedUrlFailure: 5000101003,
  parameterNotAllowed: 4000102002,
  userNotFound: 4040102001,
  contentValidationFailed: 4220607000,
  invalidPendingLocations: 4000607032,
  invalidJsonAuth: 4000104000,
  invalidJsonUser: 4000101000,
  invalidToken: 4010104001,
  invalidTokenRevoked: 4010104500,
  validationAuth: 4220104000,
  validationUser: 4220101000,
  internalAuth: 5000104000,
  internalAuthDuplicate: 5000104001,
  internalUser: 5000101999,
  fetchFailed: 5000102999,
  cacheReadFailed: 5000104002,
  cacheWriteFailed: 5000104003,
  cacheDeleteFailed: 5000104004,
  loginEventFailed: 5000104008,
  // ours (not in the spec): the OpenAPI document describes them.
  tooManyRequests: 4290104009,
  forbidden: 4030101007,
  notFound: 4040104404,
  methodNotAllowed: 4050104405,
  payloadTooLarge: 4130104413,
  contentForbidden: 4030607003,
  contentNotFound: 4040607004,
  contentVersionConflict: 4090607009,
  // ours (polls, campaigns, moderation): content-platform family, where the wallet calls live.
  moderatorOnly: 4030607011,
  pollAlreadyVoted: 4090607021,
  pollClosed: 4090607022,
  pollLocked: 4090607025,
  // ours: once anyone voted, the votes were cast about the poll's place: only a moderator pins it elsewhere.
  pollPlaceLocked: 4090607033,
  campaignEnded: 4090607023,
  campaignNotOpenYet: 4090607024,
  // ours: a signed upload URL is good for one upload; the second PUT (or a lost race) stores nothing.
  uploadAlreadyStored: 4090101010,
  // ours: what an upload really is, read from its bytes before it is usable. Bytes that are not an image of the
  // declared type (415), an image over IMAGE_MAX_PIXELS (422: a small file can decode to gigabytes), a body larger
  // than the size declared when the URL was issued (413). Each stores nothing.
  imageTypeMismatch: 4150101013,
  imageTooManyPixels: 4220101014,
  uploadLargerThanDeclared: 4130101015,
  // ours (LINE linked to an account): auth-service family. The first shows spec §8's
  // link-social-account credential-already-in-use message, the one a Google link shows.
  lineAlreadyLinked: 4090104010,
  lastSignInMethod: 4090104011,
  // ours: a person's control over their own words and account. Editing or deleting someone else's comment
  // (content-platform family), and deleting an account without a recent sign-in (user-service family; 403, not
  // 401, so the client's spec §7 "401 → refresh or log out" rule does not fire: the person signs in again on purpose).
  commentForbidden: 4030607013,
  recentSignInRequired: 4030101012,
  // ours: a feature this server is not set up for (LINE sign-in without a channel) is 503, not a fault; LINE
  // itself failing or unreachable is 502 (auth-service family). Neither is anything the client did wrong.
  lineNotConfigured: 5030104012,
  lineUnavailable: 5020104013,
  // ours: a display name carrying a character nobody sees (zero-width, bidi control, soft hyphen …), so two names
  // could look one and differ (user-service family, 422 like the other name validation failures).
  invisibleCharacters: 4220101013,
  // ours: what a reader keeps (saved contents and places, content-platform family). A list holds at most
  // SAVED_ITEMS_PER_LIST_MAX items and a user at most SAVED_LISTS_MAX named lists: past either, 409.
  savedListFull: 4090607026,
  savedListsFull: 4090607027,
  // ours: a reader adding a place to one of their trips (content-platform family). The content is an article, the
  // day named is not one of the trip's, the day (or the trip, for a new day) has no room left, the place is unknown.
  contentNotATrip: 4220607026,
  tripDayNotFound: 4040607027,
  tripDayFull: 4090607028,
  tripPlaceNotFound: 4040607029,
  // ours: "Copy this trip" names a published article: only a trip's days and stops can be copied (422).
  copyNotATrip: 4220607030,
  // ours: a poll pinned to a place (content-platform family) names a place that does not exist or is not approved
  // (pending or refused): only places every reader can open may carry a poll. 422: the place is in the body.
  pollPlaceUnknown: 4220607031,
  // ours: readers follow creators (content-platform family). Following oneself is 422; a creator who does not exist,
  // has no profile or deleted their account is 404.
  followSelf: 4220607034,
  followCreatorNotFound: 4040607035,
  // ours: in-app notifications (content-platform family). Marking read a notification that does not exist or is
  // someone else's is 404 (whose it is stays unsaid).
  notificationNotFound: 4040607036,
  // ours: a notification preference for a channel the caller cannot have (LINE without a LINE account or without a
  // LINE Messaging API channel on the server, e-mail without SMTP) is 409: nothing could deliver it.
  notificationChannelUnavailable: 4090607037,
  // ours: a content's translation (content-platform family, 422: the body is wrong). One in the content's own primary
  // language, and one naming a section, a stop or a field (a caption for a text section) the document does not have.
  translationSameLanguage: 4220607040,
  translationUnknownPart: 4220607041,
  unknown: 9999,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type KnownErrorCode = (typeof ErrorCode)[ErrorCodeName];

/** Actions named by the internal-error messages of spec §8 (5000104000, 5000104001, 5000101999, 5000102999). */
export type ErrorAction =
  | 'createContent'
  | 'duplicateContent'
  | 'deleteContent'
  | 'acceptTerms'
  | 'updateUserInfo'
  | 'updateProfile'
  | 'updatePersonalInterest'
  | 'listContents'
  | 'listInterestCategories';

export interface CatalogueEntry {
  readonly httpStatus: number;
  /** i18n key under the `common` namespace, `errors.` prefix. */
  readonly messageKey: string;
}

export const errorCatalogue: Readonly<Record<number, CatalogueEntry>> = {
  [ErrorCode.lineClientIdMismatch]: { httpStatus: 400, messageKey: 'errors.lineClientIdMismatch' },
  [ErrorCode.lineUserIdMismatch]: { httpStatus: 400, messageKey: 'errors.lineUserIdMismatch' },
  [ErrorCode.duplicateProfile]: { httpStatus: 409, messageKey: 'errors.duplicateProfile' },
  [ErrorCode.duplicateName]: { httpStatus: 400, messageKey: 'errors.duplicatedUsername' },
  [ErrorCode.invisibleCharacters]: { httpStatus: 422, messageKey: 'errors.invisibleCharacters' },
  [ErrorCode.referralCodeNotFound]: { httpStatus: 404, messageKey: 'errors.referralCodeNotFound' },
  [ErrorCode.firstProfileUpdateDone]: { httpStatus: 409, messageKey: 'errors.firstProfileUpdateDone' },
  [ErrorCode.profileUpdatedTooOften]: { httpStatus: 429, messageKey: 'errors.changeNameTooOften' },
  [ErrorCode.presignedUrlFailure]: { httpStatus: 500, messageKey: 'errors.presignedUrlFailure' },
  [ErrorCode.parameterNotAllowed]: { httpStatus: 400, messageKey: 'errors.parameterNotAllowed' },
  [ErrorCode.userNotFound]: { httpStatus: 404, messageKey: 'errors.userNotFound' },
  [ErrorCode.contentValidationFailed]: { httpStatus: 422, messageKey: 'errors.contentValidationFailed' },
  [ErrorCode.invalidPendingLocations]: { httpStatus: 400, messageKey: 'errors.invalidPendingLocations' },
  [ErrorCode.invalidJsonAuth]: { httpStatus: 400, messageKey: 'errors.invalidJson' },
  [ErrorCode.invalidJsonUser]: { httpStatus: 400, messageKey: 'errors.invalidJson' },
  [ErrorCode.invalidToken]: { httpStatus: 401, messageKey: 'errors.invalidToken' },
  [ErrorCode.invalidTokenRevoked]: { httpStatus: 401, messageKey: 'errors.invalidToken' },
  [ErrorCode.validationAuth]: { httpStatus: 422, messageKey: 'errors.validationFailed' },
  [ErrorCode.validationUser]: { httpStatus: 422, messageKey: 'errors.validationFailed' },
  [ErrorCode.internalAuth]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.internalAuthDuplicate]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.internalUser]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.fetchFailed]: { httpStatus: 500, messageKey: 'errors.fetchFailed' },
  [ErrorCode.cacheReadFailed]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.cacheWriteFailed]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.cacheDeleteFailed]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.loginEventFailed]: { httpStatus: 500, messageKey: 'errors.internal' },
  [ErrorCode.tooManyRequests]: { httpStatus: 429, messageKey: 'errors.tooManyRequests' },
  [ErrorCode.forbidden]: { httpStatus: 403, messageKey: 'errors.forbidden' },
  [ErrorCode.notFound]: { httpStatus: 404, messageKey: 'errors.notFound' },
  [ErrorCode.methodNotAllowed]: { httpStatus: 405, messageKey: 'errors.methodNotAllowed' },
  [ErrorCode.payloadTooLarge]: { httpStatus: 413, messageKey: 'errors.payloadTooLarge' },
  [ErrorCode.contentForbidden]: { httpStatus: 403, messageKey: 'errors.contentForbidden' },
  [ErrorCode.contentNotFound]: { httpStatus: 404, messageKey: 'errors.contentNotFound' },
  [ErrorCode.contentVersionConflict]: { httpStatus: 409, messageKey: 'errors.contentVersionConflict' },
  [ErrorCode.moderatorOnly]: { httpStatus: 403, messageKey: 'errors.moderatorOnly' },
  [ErrorCode.pollAlreadyVoted]: { httpStatus: 409, messageKey: 'errors.pollAlreadyVoted' },
  [ErrorCode.pollClosed]: { httpStatus: 409, messageKey: 'errors.pollClosed' },
  [ErrorCode.pollLocked]: { httpStatus: 409, messageKey: 'errors.pollLocked' },
  [ErrorCode.pollPlaceLocked]: { httpStatus: 409, messageKey: 'errors.pollPlaceLocked' },
  [ErrorCode.campaignEnded]: { httpStatus: 409, messageKey: 'errors.campaignEnded' },
  [ErrorCode.campaignNotOpenYet]: { httpStatus: 409, messageKey: 'errors.campaignNotOpenYet' },
  [ErrorCode.uploadAlreadyStored]: { httpStatus: 409, messageKey: 'errors.uploadAlreadyStored' },
  [ErrorCode.imageTypeMismatch]: { httpStatus: 415, messageKey: 'errors.imageTypeMismatch' },
  [ErrorCode.imageTooManyPixels]: { httpStatus: 422, messageKey: 'errors.imageTooManyPixels' },
  [ErrorCode.uploadLargerThanDeclared]: { httpStatus: 413, messageKey: 'errors.uploadLargerThanDeclared' },
  [ErrorCode.lineAlreadyLinked]: { httpStatus: 409, messageKey: 'errors.auth.credentialAlreadyInUse' },
  [ErrorCode.lastSignInMethod]: { httpStatus: 409, messageKey: 'settings.security.lastMethod' },
  [ErrorCode.commentForbidden]: { httpStatus: 403, messageKey: 'errors.commentForbidden' },
  [ErrorCode.recentSignInRequired]: { httpStatus: 403, messageKey: 'errors.recentSignInRequired' },
  [ErrorCode.lineNotConfigured]: { httpStatus: 503, messageKey: 'errors.lineNotConfigured' },
  [ErrorCode.lineUnavailable]: { httpStatus: 502, messageKey: 'errors.lineUnavailable' },
  [ErrorCode.savedListFull]: { httpStatus: 409, messageKey: 'errors.savedListFull' },
  [ErrorCode.savedListsFull]: { httpStatus: 409, messageKey: 'errors.savedListsFull' },
  [ErrorCode.contentNotATrip]: { httpStatus: 422, messageKey: 'errors.contentNotATrip' },
  [ErrorCode.tripDayNotFound]: { httpStatus: 404, messageKey: 'errors.tripDayNotFound' },
  [ErrorCode.tripDayFull]: { httpStatus: 409, messageKey: 'errors.tripDayFull' },
  [ErrorCode.tripPlaceNotFound]: { httpStatus: 404, messageKey: 'errors.tripPlaceNotFound' },
  [ErrorCode.copyNotATrip]: { httpStatus: 422, messageKey: 'errors.copyNotATrip' },
  [ErrorCode.pollPlaceUnknown]: { httpStatus: 422, messageKey: 'errors.pollPlaceUnknown' },
  [ErrorCode.followSelf]: { httpStatus: 422, messageKey: 'errors.followSelf' },
  [ErrorCode.followCreatorNotFound]: { httpStatus: 404, messageKey: 'errors.followCreatorNotFound' },
  [ErrorCode.notificationNotFound]: { httpStatus: 404, messageKey: 'errors.notFound' },
  [ErrorCode.notificationChannelUnavailable]: { httpStatus: 409, messageKey: 'errors.notificationChannelUnavailable' },
  [ErrorCode.translationSameLanguage]: { httpStatus: 422, messageKey: 'errors.translationSameLanguage' },
  [ErrorCode.translationUnknownPart]: { httpStatus: 422, messageKey: 'errors.translationUnknownPart' },
  [ErrorCode.unknown]: { httpStatus: 500, messageKey: 'errors.default' },
};

/** Identity-provider codes of spec §8 ("auth/…"), mapped to i18n keys by context. */
export const AuthErrorCode = {
  userNotFound: 'auth/user-not-found',
  wrongPassword: 'auth/wrong-password',
  invalidCredential: 'auth/invalid-credential',
  tooManyRequests: 'auth/too-many-requests',
  accountExistsWithDifferentCredential: 'auth/account-exists-with-different-credential',
  userDisabled: 'auth/user-disabled',
  emailAlreadyInUse: 'auth/email-already-in-use',
  credentialAlreadyInUse: 'auth/credential-already-in-use',
  /** Spec §4 email action links: a code past its lifetime, and one already used (or never issued). */
  expiredActionCode: 'auth/expired-action-code',
  invalidActionCode: 'auth/invalid-action-code',
} as const;
