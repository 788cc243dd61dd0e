/**
 * Which answers want HTML, read from the Accept header as RFC 9110 §12.5.1 says: each media range carries a
 * weight (q, 1 when absent), the most specific range that matches a type decides its weight, and q=0 means
 * "not acceptable". No Accept header at all means any type is acceptable.
 *
 * Link-preview fetchers and crawlers rarely name text/html: Googlebot, facebookexternalhit, Twitterbot and curl
 * send `*\/*`, some (WhatsApp, Telegram) send no Accept at all, and Apple's and Discord's fetchers send a browser's
 * list. A page has one representation, HTML, so a page route answers it whenever HTML is acceptable.
 */

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

/** The ranges of an Accept header; unreadable entries are skipped, a q outside 0..1 is clamped. */
function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const entry of accept.split(',')) {
    const [range, ...params] = entry.split(';');
    const match = /^\s*([!#$%&'*+.^_`|~0-9a-z-]+)\/([!#$%&'*+.^_`|~0-9a-z-]+)\s*$/i.exec(range);
    if (!match) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      const parsed = Number(value);
      q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
    }
    ranges.push({ type: match[1].toLowerCase(), subtype: match[2].toLowerCase(), q });
  }
  return ranges;
}

/** How text/html is weighed: by its most specific matching range, and whether that range named it exactly. */
function htmlWeight(accept: string): { readonly q: number; readonly named: boolean } | null {
  let best: { specificity: number; q: number } | null = null;
  for (const range of mediaRanges(accept)) {
    const specificity =
      range.type === 'text' && range.subtype === 'html'
        ? 2
        : range.type === 'text' && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity < 0) continue;
    // Equally specific ranges repeated: the most generous one counts.
    if (!best || specificity > best.specificity || (specificity === best.specificity && range.q > best.q))
      best = { specificity, q: range.q };
  }
  return best && { q: best.q, named: best.specificity === 2 };
}

type AcceptHeader = string | readonly string[] | undefined;
const joined = (accept: AcceptHeader): string => (Array.isArray(accept) ? accept.join(',') : String(accept ?? ''));

/**
 * HTML is acceptable (a page route answers with its page): no Accept header, or one under which text/html,
 * text/* or *\/* has a weight above 0.
 */
export function acceptsHtml(accept: AcceptHeader): boolean {
  const header = joined(accept);
  if (header.trim() === '') return true;
  return (htmlWeight(header)?.q ?? 0) > 0;
}

/**
 * HTML is asked for by name (a browser navigating, or no Accept header at all): used where there is no page, so
 * the not-found page goes only to those who asked for a page, and a script, image or API client that sent `*\/*`
 * gets the JSON error it can read.
 */
export function asksForHtml(accept: AcceptHeader): boolean {
  const header = joined(accept);
  if (header.trim() === '') return true;
  const weight = htmlWeight(header);
  return weight !== null && weight.named && weight.q > 0;
}
