type Toastify = typeof import('react-toastify/unstyled');

let pending: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
let mounted: Toastify | null = null;
const listeners = new Set<(toastify: Toastify) => void>();
const waiting: ((toastify: Toastify) => void)[] = [];

/**
 * Issue 11 "/login ≤ 150 KB": react-toastify (script and stylesheet) downloads with the first toast, not with the
 * app (showToast); ToastHost mounts the container once it is in, and the toast shows then.
 */
export function loadToastify(): Promise<Toastify> {
  if (!pending) {
    // The unstyled entry plus the stylesheet: the default entry injects a <style> tag at run time, which a strict CSP refuses.
    const loading = Promise.all([import('react-toastify/unstyled'), import('react-toastify/dist/ReactToastify.css')]).then(([toastify]) => {
      loaded = toastify;
      listeners.forEach((listener) => listener(toastify));
      return toastify;
    });
    loading.catch(() => (pending = null));
    pending = loading;
  }
  return pending;
}

/** Shows a toast once react-toastify is loaded and its container mounted (a failed download drops the toast). */
export function showToast(show: (toastify: Toastify) => void): void {
  loadToastify().then(
    () => {
      if (mounted) show(mounted);
      else waiting.push(show);
    },
    () => undefined,
  );
}

export const loadedToastify = (): Toastify | null => loaded;

/** Calls `listener` once react-toastify is in; returns the unsubscribe. */
export function onToastifyLoaded(listener: (toastify: Toastify) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** ToastHost, after its container mounted: shows the toasts waiting for it; the returned function undoes it. */
export function toastHostMounted(toastify: Toastify): () => void {
  mounted = toastify;
  waiting.splice(0).forEach((show) => show(toastify));
  return () => {
    mounted = null;
  };
}
