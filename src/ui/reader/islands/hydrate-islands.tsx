import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReaderInteractiveRoot } from '../reader-interactive';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandContext, type IslandName } from './island';
import { ISLAND_LOADERS } from './islands';

/** How near the screen an island starts hydrating: half a screen ahead, so it works when scrolled to. */
const NEAR_SCREEN = '50% 0px';
/** What a reader does to an island first: any of these starts it at once, wherever it is. */
const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Brings the islands of a server-rendered reading page to life, each on its own, and nothing else: the text,
 * pictures and layout stay the server's HTML and never re-render (no shift, no long hydration task). An island
 * hydrates when it nears the screen, on the reader's first interaction with it, or when the browser is idle
 * after the page has loaded (one island per idle moment), so a control far down the page works by the time
 * it is reached by keyboard or a script, while what is on screen comes first. Resolves once every island works.
 */
export function hydrateIslands(root: HTMLElement, context: IslandContext): Promise<void> {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  return new Promise((resolve) => {
    let waiting = elements.length;
    if (waiting === 0) resolve();
    const done = () => {
      waiting -= 1;
      if (waiting === 0) resolve();
    };
    const started = new Set<HTMLElement>();
    const start = (element: HTMLElement) => {
      if (started.has(element)) return;
      started.add(element);
      observer?.unobserve(element);
      for (const type of FIRST_INTERACTION) element.removeEventListener(type, onInteraction, true);
      // A chunk that fails to download (a flaky network) leaves the HTML as it is and is tried again on the
      // reader's next approach or interaction.
      hydrateIsland(element, context, done).catch(() => {
        started.delete(element);
        watch(element);
      });
    };
    const watch = (element: HTMLElement) => {
      observer?.observe(element);
      for (const type of FIRST_INTERACTION)
        element.addEventListener(type, onInteraction, { capture: true, passive: true });
    };
    const onInteraction = (event: Event) => start(event.currentTarget as HTMLElement);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => entries.forEach((e) => e.isIntersecting && start(e.target as HTMLElement)),
            { rootMargin: NEAR_SCREEN },
          );
    for (const element of elements) {
      if (observer) watch(element);
      else start(element);
    }
    whenIdleAfterLoad(function next() {
      const rest = elements.find((element) => !started.has(element));
      if (!rest) return;
      start(rest);
      whenIdle(next);
    });
  });
}

async function hydrateIsland(element: HTMLElement, context: IslandContext, done: () => void): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const loader = ISLAND_LOADERS[name];
  if (!loader) return done(); // an island this build does not know stays as the HTML drew it
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null');
  const { Component } = (await loader()).default;
  // Counted once per island: React's StrictMode (the dev server) runs the marking effect twice.
  let told = false;
  const once = () => {
    if (!told) done();
    told = true;
  };
  hydrateRoot(
    element,
    <StrictMode>
      <ReaderInteractiveRoot container={element} onInteractive={once}>
        <Component props={props} context={context} />
      </ReaderInteractiveRoot>
    </StrictMode>,
  );
}

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) =>
  typeof window.requestIdleCallback === 'function'
    ? void window.requestIdleCallback(callback, { timeout: 2000 })
    : void window.setTimeout(callback, 50);

const whenIdleAfterLoad: Idle = (callback) => {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
};
