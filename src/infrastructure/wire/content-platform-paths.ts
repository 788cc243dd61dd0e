/**
 * The content-platform services of spec §7 (content contract), one definition for the editor's
 * axios adapters and the reader's fetch adapters. Plain strings only: the reader imports this file, and
 * its bundle must stay free of axios (≤ 100 KB gz of JS for a reader).
 */
export const CONTENT_QUERY = 'content-platform/content-query-service/v1';
export const CONTENT_ORCHESTRATION = 'content-platform/content-orchestration-service/v1';
export const COMMENTS = 'content-platform/comment-service/v1';
export const EDITOR_CATEGORIES = 'content-platform/category-service/v2/categories/editor';
/** The location service (places by id, list, reverse geocoding, pending proposals). */
export const LOCATIONS = 'content-platform/location-service/v1/locations';
/** What a reader keeps (ours): saves, lists, public lists and "saved by N". */
export const SAVED_SERVICE = 'content-platform/saved-service/v1';
