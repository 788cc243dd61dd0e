import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element, ParentNode } from 'domhandler';
import { XHTML_NAMESPACE, type RichNode } from '../components/content-view/rich-text';

/**
 * The rich-text converter's parser where the reader is rendered on the server (reader-ssr.tsx):
 * htmlparser2 (the parser the server's sanitizer already uses) seen through the few DOM properties the
 * converter reads. <svg> and <math> get their own namespace, as in a browser, so they are dropped whole.
 */
export function parseHtmlOnServer(html: string): RichNode {
  return wrapParent(parseDocument(html), 'body');
}

const FOREIGN: Record<string, string> = {
  svg: 'http://www.w3.org/2000/svg',
  math: 'http://www.w3.org/1998/Math/MathML',
};

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function children(parent: ParentNode): RichNode['childNodes'] {
  const nodes = parent.children.map(wrap);
  return { forEach: (visit) => nodes.forEach(visit) };
}

function wrapParent(parent: ParentNode, localName: string): RichNode {
  return {
    nodeType: 1,
    nodeValue: null,
    localName,
    namespaceURI: XHTML_NAMESPACE,
    textContent: parent.children.map(textOf).join(''),
    childNodes: children(parent),
    getAttribute: () => null,
  };
}

function wrap(node: ChildNode): RichNode {
  if (node.type === 'text')
    return { nodeType: 3, nodeValue: node.data, textContent: node.data, childNodes: { forEach: () => undefined } };
  if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
    const element = node as Element;
    const name = element.name.toLowerCase();
    return {
      ...wrapParent(element, name),
      namespaceURI: FOREIGN[name] ?? XHTML_NAMESPACE,
      getAttribute: (attribute) => element.attribs[attribute] ?? null,
    };
  }
  return { nodeType: 8, nodeValue: null, textContent: '', childNodes: { forEach: () => undefined } };
}
