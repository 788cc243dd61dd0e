/**
 * The little of jsdom (installed for Vitest's jsdom environment, without @types/jsdom) that a Node-side test uses:
 * a DOMParser for reading an XML file a browser downloaded (tests/support/trip-files.ts readGpx).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly DOMParser: typeof DOMParser };
  }
}
