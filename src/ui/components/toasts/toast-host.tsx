import { useEffect, useState } from 'react';
import { loadedToastify, onToastifyLoaded, toastHostMounted } from './toast-loader';

/** Toasts per spec §9: top centre, auto-close 5000 ms, close button, no progress bar. */
export const TOAST_SETTINGS = {
  position: 'top-center',
  autoClose: 5000,
  closeButton: true,
  hideProgressBar: true,
} as const;

/** The toast container, mounted once react-toastify was loaded for a first toast (toast-loader.ts, issue 11). */
export function ToastHost({ rtl }: { readonly rtl: boolean }) {
  const [toastify, setToastify] = useState(loadedToastify);
  useEffect(() => {
    const unsubscribe = onToastifyLoaded(setToastify);
    setToastify(loadedToastify());
    return unsubscribe;
  }, []);
  useEffect(() => {
    if (!toastify) return;
    // After this commit (StrictMode's second effect pass included), so the container is registered for good.
    let undo: (() => void) | null = null;
    const timer = setTimeout(() => (undo = toastHostMounted(toastify)));
    return () => {
      clearTimeout(timer);
      undo?.();
    };
  }, [toastify]);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_SETTINGS} rtl={rtl} newestOnTop />;
}
