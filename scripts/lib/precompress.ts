import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Bumped whenever what precompressDir writes changes, so a build stamped by an older version is rebuilt
 * (scripts/lib/spa-build.ts puts it in the stamp).
 */
export const PRECOMPRESS_VERSION = 1;

/** Text assets a browser downloads; source maps are left alone (only devtools fetch them, and brotli 11 on them is slow). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the bytes saved do not pay for the extra files and a content-encoding round of work in the browser. */
export const MIN_BYTES = 1024;
/** A variant that does not save at least this share of the bytes is not worth serving. */
const MAX_RATIO = 0.9;

export interface PrecompressResult {
  /** Files (relative to the folder) that got a .br and a .gz sibling. */
  readonly compressed: string[];
  readonly bytesBefore: number;
  readonly bytesGzip: number;
  readonly bytesBrotli: number;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function writeOrRemove(file: string, bytes: Buffer, original: number): boolean {
  if (bytes.length <= original * MAX_RATIO) {
    fs.writeFileSync(file, bytes);
    return true;
  }
  fs.rmSync(file, { force: true });
  return false;
}

/**
 * Writes `<file>.br` (brotli 11, text mode) and `<file>.gz` (gzip 9) next to every compressible asset of a
 * built SPA, so @fastify/static (preCompressed) sends readers the small bytes without compressing per
 * request (the reader's JS ≤ 100 KB gzip "readers see them fast"). Idempotent: running it again
 * writes the same bytes; a variant that does not help is not written (and a stale one is removed).
 */
export function precompressDir(dir: string): PrecompressResult {
  const result = { compressed: [] as string[], bytesBefore: 0, bytesGzip: 0, bytesBrotli: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    const wroteBr = writeOrRemove(`${file}.br`, brotli, source.length);
    const wroteGz = writeOrRemove(`${file}.gz`, gzip, source.length);
    if (!wroteBr && !wroteGz) continue;
    result.compressed.push(path.relative(dir, file));
    result.bytesBefore += source.length;
    result.bytesGzip += wroteGz ? gzip.length : source.length;
    result.bytesBrotli += wroteBr ? brotli.length : source.length;
  }
  result.compressed.sort();
  return result;
}
