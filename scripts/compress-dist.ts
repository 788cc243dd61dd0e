import path from 'node:path';
import { root } from './lib/spa-build';
import { precompressDir } from './lib/precompress';

/**
 * `npm run build` = `vite build` + this: the same .br/.gz siblings `npm start` writes (scripts/lib/spa-build.ts),
 * so a dist/ built either way is served precompressed (server/reader-pages/spa.ts).
 */
const dir = path.resolve(root, process.argv[2] ?? 'dist');
const { compressed, bytesBefore, bytesGzip, bytesBrotli } = precompressDir(dir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${compressed.length} files in ${path.relative(root, dir) || '.'}: ${kb(bytesBefore)} → gzip ${kb(bytesGzip)}, brotli ${kb(bytesBrotli)}`,
);
