// The unstyled entry plus the stylesheet: the default entry injects a <style> tag at run time, which a strict CSP refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** Toasts per spec §9: top centre, auto-close 5000 ms, close button, no progress bar. */
export const TOAST_SETTINGS = {
  position: 'top-center',
  autoClose: 5000,
  closeButton: true,
  hideProgressBar: true,
} as const;

export function ToastHost({ rtl }: { readonly rtl: boolean }) {
  return <ToastContainer {...TOAST_SETTINGS} rtl={rtl} newestOnTop />;
}
