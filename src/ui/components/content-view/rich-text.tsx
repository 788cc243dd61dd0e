import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import {
  ALLOWED_ATTRIBUTES,
  DISCARDED_CONTENT_TAGS,
  isAllowedHref,
  isAllowedTag,
  LINK_REL,
  LINK_TARGET,
} from '../../../domain/content/rich-text';

const DISCARDED: ReadonlySet<string> = new Set(DISCARDED_CONTENT_TAGS);
const MAX_DEPTH = 32;

/**
 * The reader sanitizes a text section again before rendering ("sanitized on the server and again
 * before rendering"), with the domain's allow-list of rich-text.ts, so a row stored before a sanitizer fix
 * or written around the API cannot run script in a reader's page.
 *
 * It sanitizes by construction instead of cleaning an HTML string: the HTML is parsed into an inert
 * document (DOMParser runs no script and loads nothing) and walked; only allow-listed tags become React
 * elements, only an `href` that isAllowedHref accepts is kept (with the fixed rel and target), the text
 * of every other tag is kept as text, and the content of script-like tags is dropped. No HTML string ever
 * reaches innerHTML, so there is nothing for a mutation-XSS trick to re-parse. This is ~1 KB where
 * DOMPurify is ~9 KB gzip, a tenth of the reader's 100 KB JavaScript budget.
 */
export function richTextNodes(html: string): ReactNode[] {
  return convertChildren(parseHtml(html), 0);
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * The part of a parsed DOM node the converter reads: what DOMParser gives in the browser, and what the
 * server's renderer gives where there is no DOMParser (src/ui/reader/server-html-parser.ts).
 */
export interface RichNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly localName?: string;
  readonly namespaceURI?: string | null;
  readonly textContent: string | null;
  readonly childNodes: { forEach(visit: (node: RichNode, index: number) => void): void };
  getAttribute?(name: string): string | null;
}

/** HTML text → the body of an inert document (DOMParser runs no script and loads nothing). */
export type HtmlParser = (html: string) => RichNode;

let parseHtml: HtmlParser = (html) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;

/** Where the page is rendered without a browser (the server's reader renderer), its parser is given here once. */
export function setHtmlParser(parser: HtmlParser): void {
  parseHtml = parser;
}

/** Lists hold items only: white space between <li>s is not text (React would warn about it). */
const LISTS = new Set(['ul', 'ol']);

function convertChildren(parent: RichNode, depth: number): ReactNode[] {
  const out: ReactNode[] = [];
  const inList = LISTS.has(parent.localName ?? '');
  parent.childNodes.forEach((node, index) => {
    if (inList && node.nodeType === TEXT_NODE && !node.nodeValue?.trim()) return;
    const converted = convert(node, depth, index);
    if (Array.isArray(converted)) out.push(...converted);
    else if (converted !== null) out.push(converted);
  });
  return out;
}

function convert(node: RichNode, depth: number, key: number): ReactNode | ReactNode[] | null {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== ELEMENT_NODE || !node.getAttribute) return null;
  const element = node as RichNode & { getAttribute(name: string): string | null };
  const tag = (element.localName ?? '').toLowerCase();
  // Foreign content (svg, math) and script-like tags: nothing of them is shown.
  if (element.namespaceURI !== XHTML_NAMESPACE || DISCARDED.has(tag)) return null;
  if (depth >= MAX_DEPTH) return element.textContent ?? '';
  const children = convertChildren(element, depth + 1);
  if (!isAllowedTag(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag !== 'a' || !ALLOWED_ATTRIBUTES.a?.includes('href')) return createElement(tag, { key }, ...children);
  const href = element.getAttribute('href');
  const props =
    href !== null && isAllowedHref(href)
      ? { key, href: href.trim(), rel: LINK_REL, target: LINK_TARGET }
      : { key, rel: LINK_REL, target: LINK_TARGET };
  return createElement('a', props, ...children);
}

/** A text section: sanitized again, rendered as React elements. */
export function RichText({ html }: { html: string }) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return <div className="cv-section cv-text">{nodes}</div>;
}
