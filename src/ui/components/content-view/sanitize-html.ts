import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DISCARDED_CONTENT_TAGS,
  isAllowedHref,
  LINK_REL,
  LINK_TARGET,
} from '../../../domain/content/rich-text';

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so its link hook never touches another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isAllowedHref(href)) node.removeAttribute('href');
    node.setAttribute('rel', LINK_REL);
    node.setAttribute('target', LINK_TARGET);
  });
  purifier = created;
  return created;
}

/**
 * Sanitizes a text section again before it is rendered (issue 4: "sanitized on the server and again before
 * rendering"), with the domain's allow-list of rich-text.ts, so a row written before a sanitizer fix, or
 * a compromised store, cannot run script in a reader's page.
 */
export function sanitizeRichText(html: string): string {
  const attributes = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flatMap((names) => [...(names ?? [])]))];
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: attributes,
    FORBID_CONTENTS: [...DISCARDED_CONTENT_TAGS],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
