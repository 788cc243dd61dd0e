/** What counts as the reader's first interaction here: a tap or click, a key, a touch, a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** Without any interaction, this long after `load`. */
const FALLBACK_MS = 10_000;

/**
 * Runs `run` once the page has loaded and then the reader first interacts, or 10 s after load if they only look:
 * the installable app (manifest, service worker, update notice) is fetched then, so nothing of it competes with
 * the page's own first JavaScript, images and data (the reader's budget, spec §2 /contents/[id] without delay).
 */
export function whenSettled(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
    run();
  };
  const arm = () => {
    for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
    window.setTimeout(go, FALLBACK_MS);
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
}
