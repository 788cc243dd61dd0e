import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encode, encodingFor, type Encoding } from './content-encoding';

interface Ready {
  /** Weak: one tag for every encoding of the same JSON. */
  readonly etag: string;
  readonly encoded: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/**
 * The bytes of answers kept by a cache, made once per answer instead of per request. A route whose
 * handler hands out, while its data is unchanged, the very same object (never changed once made: the
 * public-content cache's answer) gets its envelope serialised (by the route's own response serializer, so the
 * JSON is the one Fastify would send), tagged and compressed for the client's Accept-Encoding once per object.
 * A change of the data makes the cache hand out a new object, hence new bytes: these are invalidated by the
 * same events as the data, and a dropped object's bytes go with it (WeakMap). One per route: the same object
 * under another route's schema would serialise otherwise.
 */
export class ReadyAnswers {
  private readonly ready = new WeakMap<object, Ready>();

  /** Sends `answer`'s envelope: 304 when If-None-Match names its tag, else its bytes, compressed when accepted. */
  send(request: FastifyRequest, reply: FastifyReply, answer: object, envelope: () => unknown): FastifyReply {
    let entry = this.ready.get(answer);
    if (!entry) {
      const serialised = reply.serialize(envelope());
      const json =
        typeof serialised === 'string' ? Buffer.from(serialised, 'utf8') : Buffer.from(serialised as ArrayBuffer);
      entry = { etag: weakEtag(json), encoded: { identity: json } };
      this.ready.set(answer, entry);
    }
    appendVary(reply, 'accept-encoding');
    reply.header('etag', entry.etag);
    if (names(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    const bytes = entry.encoded[encoding] ?? (entry.encoded[encoding] = encode(entry.encoded.identity, encoding));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(bytes);
  }
}

/** A weak entity tag of some bytes (one tag for every encoding of them). */
export const weakEtag = (bytes: string | Buffer): string =>
  `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `*`, or any listed tag with or without W/. */
export function names(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === opaque || trimmed === `W/${opaque}`;
  });
}

/** Adds to Vary without dropping what another hook set there (CORS sets `Origin`). */
function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const listed = current === undefined ? '' : String(current);
  if (listed.split(',').some((name) => name.trim().toLowerCase() === field || name.trim() === '*')) return;
  reply.header('vary', listed ? `${listed}, ${field}` : field);
}
