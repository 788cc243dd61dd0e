/** What counts as the person's first interaction: a tap or click (any pointer) or a key. A focus does not (autofocus). */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `run` once, at the first tap or key anywhere on the page (heard in the capture phase, before any handler of
 * the page). Returns a cancel.
 */
export function onFirstInteraction(run: () => void, target: EventTarget = window): () => void {
  let done = false;
  const stop = () => {
    done = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, fire, true);
  };
  function fire() {
    if (done) return;
    stop();
    run();
  }
  for (const type of INTERACTIONS) target.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
