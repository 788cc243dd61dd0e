import { useEffect, useRef, useState } from 'react';
import { useInteractive } from './reader-interactive';

/**
 * A button that opens a lazily loaded dialog ("Report", "Add to my trip"): whether the dialog is open, the button's
 * ref, and `close`, which gives focus back to the button so a keyboard user carries on where they were. `interactive`:
 * the button stays disabled until the page's script has taken over (reader-interactive.tsx).
 *
 * Focus goes back once the dialog has left the page, not in the click that closes it: a dialog that has just
 * appeared may still have its own "focus my first field" effect pending, which React runs before the closing
 * render and which would otherwise take focus back into a dialog about to vanish (focus then falls to the body).
 */
export function useDialogTrigger() {
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { interactive, open, show: () => setOpen(true), trigger, close: () => setOpen(false) };
}
