import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface Props {
  readonly title: string;
  readonly children: ReactNode;
  readonly actions: ReactNode;
  /** Escape and the backdrop call it; leave it out when the person must choose (a conflict). */
  readonly onDismiss?: () => void;
  readonly role?: 'dialog' | 'alertdialog';
}

/**
 * A modal with its title as the accessible name. Focus moves into it on open, Tab stays inside and
 * returns to where it was on close, so a keyboard user never ends up behind the backdrop.
 */
export function ModalDialog({ title, children, actions, onDismiss, role = 'dialog' }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus], button, input, [href]');
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = Array.from(
      box.current.querySelectorAll<HTMLElement>('button:not(:disabled), input, textarea, select, [href]'),
    );
    if (focusable.length === 0) return;
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop's press is a pointer shortcut for closing; keyboards close with Escape (onKeyDown below).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className="modal" onMouseDown={(event) => event.target === event.currentTarget && onDismiss?.()}>
      <div
        ref={box}
        className="modal__box card stack"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        <div className="modal__actions row">{actions}</div>
      </div>
    </div>
  );
}
