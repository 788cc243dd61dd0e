import type { FirebaseApp } from 'firebase/app';
import type { FirebaseConfig } from '../config/app-config';

/**
 * One Firebase app per container, created on first use. The SDK is imported dynamically so pages
 * that never touch auth or remote config (e.g. /contents/[id]) do not download it.
 */
export type FirebaseAppLoader = () => Promise<FirebaseApp>;

export function createFirebaseAppLoader(config: FirebaseConfig): FirebaseAppLoader {
  return memoiseRetryable(() =>
    import('firebase/app').then(({ initializeApp }) =>
      initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
      }),
    ),
  );
}

/** Runs `load` once; a failure (e.g. a chunk that did not download) is forgotten so the next call tries again. */
export function memoiseRetryable<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}
