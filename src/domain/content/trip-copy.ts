import { withoutQueryParam } from '../url/url-helpers';

/**
 * "Copy this trip" pressed while signed out: the reader signs in and comes back to the trip with `?copy=trip`, and
 * the copy is made then (like Save's `?save=`).
 */
export const COPY_INTENT_PARAM = 'copy';
export const COPY_INTENT_QUERY = `?${COPY_INTENT_PARAM}=trip`;

export const hasCopyIntent = (search: string): boolean => new URLSearchParams(search).get(COPY_INTENT_PARAM) === 'trip';

/** The address without the wish, once it is being granted (so a reload does not ask again). */
export const withoutCopyIntent = (path: string, search: string, hash = ''): string =>
  withoutQueryParam(path, search, COPY_INTENT_PARAM, hash);
