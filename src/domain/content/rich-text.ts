/**
 * The rich-text allow-list of text sections (content contract). The server sanitizes every save
 * with it and the reader sanitizes again before rendering, so both sides must read the same constants.
 * Everything outside the list (script, style, iframe, img, on* handlers, style attributes) is removed;
 * the text inside allowed or removed formatting tags is kept.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Only links carry attributes; `rel` and `target` are always set by the sanitizer, never trusted from input. */
export const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  a: ['href', 'rel', 'target'],
};

/** A link may only point at the web or at a mail address: javascript:, data: and relative URLs are dropped. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Links open in a new tab without handing the page to the target nor passing ranking (spec: user content). */
export const LINK_REL = 'noopener noreferrer nofollow';
export const LINK_TARGET = '_blank';

/** Tags whose text is dropped with them: their content is code or markup, never prose. */
export const DISCARDED_CONTENT_TAGS = [
  'script',
  'style',
  'iframe',
  'noscript',
  'textarea',
  'template',
  'object',
  'embed',
] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True when `href` is an absolute URL with an allowed scheme. Control characters and white space are
 * removed first, because browsers ignore them ("java\tscript:" still runs).
 */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme, so they are removed
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = SCHEME.exec(compact);
  if (!match) return false;
  const scheme = match[1].toLowerCase();
  if (!(ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme)) return false;
  return scheme === 'mailto' ? compact.length > 'mailto:'.length : /^https?:\/\/[^/?#\s]+/i.test(compact);
}

export const isAllowedTag = (tag: string): tag is AllowedTag =>
  (ALLOWED_TAGS as readonly string[]).includes(tag.toLowerCase());
