import { createTranslator, loadReaderTranslator, type Translate } from '../../infrastructure/i18n/reader-i18n';
import { installApp } from '../../infrastructure/service-worker/install-app';
import './reader-app-update.css';

/** Spec §9 toasts: auto-close after 5000 ms, with a close button. */
const AUTO_CLOSE_MS = 5000;

/**
 * The reading pages' side of the installable app (install-app.ts), a chunk of its own that reader-main.tsx loads
 * after the page's `load` event. Its update notice is the reader's light counterpart of the SPA's toast (no
 * react-toastify in the reader): top centre, a close button, gone after 5 s (spec §9), with Reload to take the
 * new build.
 */
export function installReaderApp(options: { language: 'th' | 'en'; webView: boolean; t?: Translate }): void {
  const { language, webView } = options;
  // The notice's words: the page's strings belong to the island runtime or the page app, not to the entry that
  // loads this chunk, so they are fetched here (once, at start) unless handed over.
  let t = options.t;
  const words = t
    ? Promise.resolve(t)
    : loadReaderTranslator(language)
        .catch(() => createTranslator())
        .then((loaded) => (t = loaded));
  void installApp({
    language,
    webView,
    onUpdate: (apply) => (t ? showUpdateToast(t, apply) : void words.then((loaded) => showUpdateToast(loaded, apply))),
  }).catch(() => undefined);
}

function showUpdateToast(t: Translate, apply: () => void): void {
  if (document.querySelector('.reader-update-toast')) return;
  const toast = document.createElement('div');
  toast.className = 'reader-update-toast';
  toast.setAttribute('role', 'status');
  const message = document.createElement('span');
  message.className = 'reader-update-toast__message';
  message.textContent = t('toast.updateAvailable');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'reader-update-toast__reload';
  reload.textContent = t('toast.updateReload');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'reader-update-toast__close';
  close.setAttribute('aria-label', t('toast.close'));
  close.textContent = '×';
  const dismiss = () => toast.remove();
  const timer = window.setTimeout(dismiss, AUTO_CLOSE_MS);
  reload.addEventListener('click', () => {
    if (reload.disabled) return;
    window.clearTimeout(timer);
    reload.disabled = true;
    apply();
  });
  close.addEventListener('click', () => {
    window.clearTimeout(timer);
    dismiss();
  });
  toast.append(message, reload, close);
  document.body.append(toast);
}
