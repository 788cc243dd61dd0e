import {
  ALLOWED_TAGS,
  isAllowedHref,
  LINK_REL,
  LINK_TARGET,
  DISCARDED_CONTENT_TAGS,
} from '../../../domain/content/rich-text';

/**
 * Turns whatever a contenteditable produced (browsers write <div>, <span style>, <font>, <b>) into HTML
 * within the allow-list of domain/content/rich-text.ts, so what the editor autosaves is what the server
 * keeps after its own sanitizing: no surprise rewrite, no false "unsaved change" after a save.
 */
const ALLOWED = new Set<string>(ALLOWED_TAGS);
const DROPPED = new Set<string>(DISCARDED_CONTENT_TAGS);
/** Browser block wrappers that mean "a paragraph". */
const AS_PARAGRAPH = new Set(['div', 'p', 'section', 'article', 'header', 'footer', 'h1', 'h4', 'h5', 'h6', 'pre']);
const BLOCKS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'blockquote']);

function cleanChildren(from: Node, into: Node, doc: Document): void {
  from.childNodes.forEach((child) => cleanNode(child, into, doc));
}

function cleanNode(node: Node, into: Node, doc: Document): void {
  if (node.nodeType === 3) {
    into.appendChild(doc.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return;
  const name = AS_PARAGRAPH.has(tag) && !(tag === 'div' && into.nodeName.toLowerCase() === 'li') ? 'p' : tag;
  if (!ALLOWED.has(name)) {
    cleanChildren(element, into, doc); // unknown formatting: keep the text
    return;
  }
  // A paragraph inside a paragraph or a list item is only a line of it.
  if (name === 'p' && ['p', 'li', 'h2', 'h3'].includes(into.nodeName.toLowerCase())) {
    if (into.childNodes.length > 0) into.appendChild(doc.createElement('br'));
    cleanChildren(element, into, doc);
    return;
  }
  const out = doc.createElement(name);
  if (name === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!isAllowedHref(href)) {
      cleanChildren(element, into, doc);
      return;
    }
    out.setAttribute('href', href.trim());
    out.setAttribute('rel', LINK_REL);
    out.setAttribute('target', LINK_TARGET);
  }
  cleanChildren(element, out, doc);
  into.appendChild(out);
}

/** Wraps loose inline content at the top level in paragraphs and drops empty blocks. */
function paragraphs(root: Element, doc: Document): void {
  let open: Element | null = null;
  for (const child of Array.from(root.childNodes)) {
    const isBlock = child.nodeType === 1 && BLOCKS.has((child as Element).tagName.toLowerCase());
    if (isBlock) {
      open = null;
      continue;
    }
    if (!open) {
      open = doc.createElement('p');
      root.insertBefore(open, child);
    }
    open.appendChild(child);
  }
  for (const child of Array.from(root.children)) {
    const empty = (child.textContent ?? '').trim() === '' && child.querySelector('br') === null;
    if (empty) child.remove();
    else if (
      child.tagName.toLowerCase() === 'p' &&
      child.lastChild?.nodeName.toLowerCase() === 'br' &&
      child.childNodes.length > 1
    )
      child.lastChild.remove();
  }
}

/** The allow-listed HTML of an editable element's content (or of an HTML string). */
export function toAllowedHtml(source: string | Element): string {
  const doc = document.implementation.createHTMLDocument('');
  const input = doc.createElement('div');
  if (typeof source === 'string') input.innerHTML = source;
  else input.innerHTML = source.innerHTML;
  const output = doc.createElement('div');
  cleanChildren(input, output, doc);
  paragraphs(output, doc);
  const html = output.innerHTML;
  return html === '<p><br></p>' ? '' : html;
}

/** Plain text of allow-listed HTML, for counts and list summaries. */
export function textOf(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const div = doc.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
