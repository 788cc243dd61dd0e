import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The compression of answers kept as bytes: the server-rendered reading pages (reader-ssr.ts) and
 * the public reads kept per cached answer (ready-answers.ts) both compress once and serve many times.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client takes (brotli, then gzip), as the static assets are served. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** `raw` in `encoding`: brotli at a speed-friendly quality, gzip level 6. Callers keep the result (once per answer). */
export function encode(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : encoding === 'gzip'
      ? gzipSync(raw, { level: 6 })
      : raw;
}
