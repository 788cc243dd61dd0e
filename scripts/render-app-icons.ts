import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './lib/spa-build';

/**
 * Renders the installed app's icons (public/icons/*.png, listed in public/manifest.*.webmanifest) from the one
 * drawing in the repo, public/icons/app-icon.svg. Run it after changing the drawing and commit the PNGs:
 * `npx tsx scripts/render-app-icons.ts`. The build copies them as they are (rendering them there would put
 * sharp's native binary on the path of every `npm run build`).
 *
 * "any" icons are the rounded tile of the favicon; "maskable" icons fill the whole square with the brand
 * colour and keep the pin inside the central 80 % circle every launcher's mask leaves visible.
 */
const dir = path.join(root, 'public', 'icons');
const svg = fs.readFileSync(path.join(dir, 'app-icon.svg'), 'utf8');
const maskable = svg.replace('rx="14"', 'rx="0"').replace('<path ', '<path transform="translate(6.4 6.4) scale(0.8)" ');

const outputs: Array<[string, string, number]> = [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['icon-maskable-192.png', maskable, 192],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, source, size] of outputs) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, name));
  console.log(`public/icons/${name} (${size}×${size})`);
}
