import { blend, disc, mix, verticalGradient, type Raster, type Rgb } from './raster';
import type { Palette } from './sky';

/** Water from `horizonY` down, with the sun's glitter path and a mirrored copy of what stands on the shore. */
export function paintWater(
  r: Raster,
  palette: Palette,
  horizonY: number,
  sun: { x: number },
  random: () => number,
): void {
  const top = Math.floor(horizonY);
  verticalGradient(
    r,
    [
      [0, mix(palette.horizon, palette.water, 0.45)],
      [1, mix(palette.water, palette.ink, 0.35)],
    ],
    top,
    r.height,
  );
  for (let y = top; y < r.height; y += 1) {
    const depth = (y - top) / Math.max(1, r.height - top);
    const spread = 20 + depth * r.width * 0.12;
    const mirrorY = 2 * top - y;
    for (let x = 0; x < r.width; x += 1) {
      if (mirrorY >= 0) {
        const i = (mirrorY * r.width + x) * 4;
        blend(r, x, y, [r.data[i], r.data[i + 1], r.data[i + 2]], 0.35 * (1 - depth));
      }
      const ripple = Math.sin(y * 0.9 + Math.sin(x * 0.05) * 3) > 0.3 ? 1 : 0.25;
      blend(r, x, y, palette.sun, 0.55 * ripple * Math.exp(-(((x - sun.x) / spread) ** 2)) * (1 - depth * 0.6));
    }
  }
  for (let i = 0; i < 120; i += 1) {
    const y = top + 2 + random() * (r.height - top);
    const x = random() * r.width;
    const len = 8 + random() * 40;
    for (let k = 0; k < len; k += 1) blend(r, Math.round(x + k), Math.round(y), [255, 255, 255], 0.08);
  }
}

/** A coconut palm leaning into the picture from its foot at the bottom edge. */
export function palm(r: Raster, footX: number, footY: number, color: Rgb, random: () => number): void {
  const height = r.height * 0.62;
  const lean = -r.width * 0.09;
  let topX = footX;
  let topY = footY;
  for (let t = 0; t <= 1; t += 0.004) {
    topX = footX + lean * t * t;
    topY = footY - height * t;
    disc(r, topX, topY, 11 - t * 5, color);
  }
  for (let f = 0; f < 9; f += 1) {
    const angle = (f / 9) * Math.PI * 2 + random() * 0.3;
    const len = r.height * (0.16 + random() * 0.06);
    for (let s = 0; s <= 1; s += 0.01) {
      const x = topX + Math.cos(angle) * len * s;
      const y = topY + Math.sin(angle) * len * s * 0.55 + len * 0.5 * s * s;
      disc(r, x, y, 4 * (1 - s) + 1.2, color);
    }
  }
}
