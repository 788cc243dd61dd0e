import type { BrowserContext } from 'playwright-core';

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, served to the browser by Playwright because
 * this machine is offline.
 *
 * Why it is needed: the Firebase JS SDK opens its sign-in popups through a helper iframe that it embeds
 * with Google's `gapi.iframes` loader, and the Auth emulator's helper iframe page loads the same script.
 * Without it the popup flow stops before the popup opens. Everything else in the flow stays real: the
 * Firebase SDK, the emulator's sign-in popup and helper iframe, `signInWithIdp` on the emulator, the API
 * server and the app.
 *
 * What it implements is exactly the slice of gapi.iframes both sides call (read from
 * @firebase/auth `_openIframe`/`initAndGetManager` and firebase-tools' `/emulator/auth/iframe` page):
 * `gapi.load('gapi.iframes', {callback})`, `getContext().open({where, url, attributes}, onOpen)` with an
 * iframe handle offering `restyle`, `ping`, `register` and `send`, and in the child
 * `getContext().getParentIframe()` with `register` and `send`. Calls travel as postMessage requests
 * with ids; `send`'s callback receives the array of handler results, as gapi's does.
 */
function gapiShim(): void {
  const TAG = '__travelogueGapiShim';
  type Handler = (data: unknown) => unknown;
  type Message = { [TAG]: 1; kind: 'call' | 'reply'; id: number; name?: string; data?: unknown; result?: unknown };
  const w = window as unknown as Record<string, any>;
  if (w.gapi?.iframes?.Iframe) return;

  let nextId = 1;
  const pendingReplies = new Map<number, (result: unknown) => void>();

  /** One end of a channel to another window: handlers registered here answer calls from `peer`. */
  class Channel {
    private readonly handlers = new Map<string, Handler>();
    constructor(private readonly peer: () => Window | null) {
      window.addEventListener('message', (event) => {
        const message = event.data as Message;
        if (!message || message[TAG] !== 1 || event.source !== this.peer()) return;
        if (message.kind === 'reply') {
          pendingReplies.get(message.id)?.(message.result);
          pendingReplies.delete(message.id);
          return;
        }
        const handler = message.name === '__ping' ? () => 'pong' : this.handlers.get(message.name ?? '');
        if (!handler) return;
        let result: unknown;
        try {
          result = handler(message.data);
        } catch (error) {
          result = { status: 'ERROR', error: String(error) };
        }
        (event.source as Window).postMessage({ [TAG]: 1, kind: 'reply', id: message.id, result }, '*');
      });
    }

    register(name: string, handler: Handler): void {
      this.handlers.set(name, handler);
    }

    send(name: string, data: unknown, callback?: (results: unknown[]) => void): void {
      const id = nextId++;
      pendingReplies.set(id, (result) => {
        try {
          callback?.([result]);
        } catch {
          // gapi swallows callback errors too; the SDK throws inside one on purpose after reading it.
        }
      });
      this.peer()?.postMessage({ [TAG]: 1, kind: 'call', id, name, data }, '*');
    }
  }

  class Iframe extends Channel {
    constructor(private readonly element: HTMLIFrameElement) {
      super(() => element.contentWindow);
    }

    restyle(): Promise<void> {
      return Promise.resolve();
    }

    /** Resolves once the child page's shim answers, retrying while the iframe is still loading. */
    ping(onReady?: () => void): Promise<void> {
      return new Promise((resolve) => {
        let done = false;
        const attempt = () => {
          if (done) return;
          this.send('__ping', null, () => {
            if (done) return;
            done = true;
            onReady?.();
            resolve();
          });
          setTimeout(attempt, 50);
        };
        attempt();
      });
    }

    get frame(): HTMLIFrameElement {
      return this.element;
    }
  }

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: { style?: Record<string, string>; [name: string]: unknown };
  }

  const context = {
    open(options: OpenOptions, onOpen?: (iframe: Iframe) => unknown): Promise<unknown> {
      const element = document.createElement('iframe');
      const { style, ...attributes } = options.attributes ?? {};
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
      Object.assign(element.style, style ?? {});
      element.src = options.url;
      options.where.appendChild(element);
      const iframe = new Iframe(element);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe(): Channel {
      return new Channel(() => window.parent);
    },
  };

  w.gapi = {
    load(_modules: string, options: { callback?: () => void } | (() => void)) {
      const callback = typeof options === 'function' ? options : options?.callback;
      setTimeout(() => callback?.(), 0);
    },
    iframes: { Iframe, getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };

  // The SDK passes `?onload=<callback name>`; the emulator's helper page defines `gapi_onload` instead.
  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload && typeof w[onload] === 'function') w[onload]();
    if (typeof w.gapi_onload === 'function') w.gapi_onload();
  }, 0);
}

export const GAPI_SHIM_SOURCE = `(${gapiShim.toString()})();`;

/**
 * Serves the shim for every page and frame of `context` (the app, the emulator's helper iframe and its
 * popup), and fails the popup's CDN styles fast instead of waiting on DNS offline.
 */
export async function installGapiShim(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: GAPI_SHIM_SOURCE }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
