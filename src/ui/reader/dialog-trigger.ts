import { useRef, useState } from 'react';
import { useInteractive } from './reader-interactive';

/**
 * A button that opens a lazily loaded dialog ("Report", "Add to my trip"): whether the dialog is open, the button's
 * ref, and `close`, which gives focus back to the button so a keyboard user carries on where they were. `interactive`:
 * the button stays disabled until the page's script has taken over (reader-interactive.tsx).
 */
export function useDialogTrigger() {
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return { interactive, open, show: () => setOpen(true), trigger, close };
}
