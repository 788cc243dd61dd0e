import type { AxiosStatic } from 'axios';
import { memoiseRetryable } from '../firebase/firebase-app';

/**
 * axios, downloaded with the first request instead of with the app ("Auth pages load only what they
 * need": a visitor reading /login sends none). A failed download is forgotten, so the next request retries.
 */
export const loadAxios: () => Promise<AxiosStatic> = memoiseRetryable(() =>
  import('axios').then((module) => module.default),
);
