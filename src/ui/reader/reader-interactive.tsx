import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the reading page's JavaScript has taken the page over. A server-rendered page shows its
 * buttons before the reader's JS has run, and a click on them then does nothing and is lost (a reader on a
 * slow phone, or a test clicking as soon as the heading shows). So every control whose action needs JS is
 * rendered disabled (a text field read-only) until the page is mounted; links work without JS and stay.
 *
 * Both the server (reader-ssr.tsx) and the browser (reader-main.tsx) render the page inside
 * ReaderInteractiveRoot: false while rendering on the server and in the first client render — so hydration
 * finds exactly the server's HTML — then true from the root's first effect, when #root gets
 * `data-interactive`. A page rendered on its own, outside any root (component tests), is interactive.
 */
const InteractiveContext = createContext(true);

export function useInteractive(): boolean {
  return useContext(InteractiveContext);
}

interface RootProps {
  /** The element the page is rendered into: marked `data-interactive="true"` once its controls work. */
  readonly container?: HTMLElement;
  /** Called once, right after the container is marked. */
  readonly onInteractive?: () => void;
  readonly children: ReactNode;
}

export function ReaderInteractiveRoot({ container, onInteractive, children }: RootProps) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // After the render that enabled the controls has been committed: the mark never precedes them.
  useEffect(() => {
    if (!interactive) return;
    container?.setAttribute('data-interactive', 'true');
    onInteractive?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once, when the controls first work
  }, [interactive, container]);
  return <InteractiveContext.Provider value={interactive}>{children}</InteractiveContext.Provider>;
}
