import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  DISCARDED_CONTENT_TAGS,
  LINK_REL,
  LINK_TARGET,
  isAllowedHref,
} from '../../src/domain/content/rich-text';
import type { RichTextSanitizer } from '../kernel/sanitizer.port';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...(attributes ?? [])]]),
  ),
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DISCARDED_CONTENT_TAGS],
  transformTags: {
    // rel and target are ours, never the author's; an href outside the allow-list is dropped, the text stays.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes =
        href && isAllowedHref(href) ? { href, rel: LINK_REL, target: LINK_TARGET } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Rich text of a text section, reduced to the domain allow-list (contract) on every save: script,
 * style, iframe, images, on* handlers, style attributes and javascript:/data: links go; text stays.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** The sanitizer port (kernel/sanitizer.port.ts) over sanitize-html. */
export const richTextSanitizer: RichTextSanitizer = { sanitize: sanitizeRichText };
