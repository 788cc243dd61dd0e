import {
  blend,
  disc,
  glow,
  mix,
  polygon,
  ridgeNoise,
  silhouette,
  verticalGradient,
  type Raster,
  type Rgb,
} from './raster';
import { paintWater, palm } from './shore';
import { inkAt, paintSky, type Palette } from './sky';
import { chedi, prang, templeHall } from './temple-shapes';

/** The kinds of place a demo picture can show; each seed place picks the one it looks like. */
export const SCENES = ['temple', 'mountains', 'sea', 'city', 'market'] as const;
export type Scene = (typeof SCENES)[number];

type Painter = (r: Raster, palette: Palette, random: () => number) => void;

/** Mountain ridges receding in haze, with mist pooled in the valleys between them (Doi Inthanon, Pai). */
const mountains: Painter = (r, palette, random) => {
  const horizon = r.height * 0.62;
  paintSky(r, palette, horizon + r.height * 0.1, r.width * (0.25 + random() * 0.5), random);
  const layers = 5;
  for (let layer = 0; layer < layers; layer += 1) {
    const depth = 1 - layer / (layers - 1);
    const noise = ridgeNoise(random, 5);
    const base = r.height * (0.42 + layer * 0.11);
    const amplitude = r.height * (0.14 + layer * 0.03);
    const scale = 3 + layer * 1.5;
    silhouette(
      r,
      (x) => base - amplitude * noise((x / r.width) * scale),
      () => inkAt(palette, depth * 0.9),
    );
    if (layer === layers - 1) continue;
    const band = r.height * 0.07;
    for (let y = Math.max(0, Math.floor(base - 2 * band)); y < Math.min(r.height, base + 2 * band); y += 1) {
      const alpha = 0.3 * Math.exp(-(((y - base) / band) ** 2));
      for (let x = 0; x < r.width; x += 1) blend(r, x, y, palette.horizon, alpha);
    }
  }
};

/** Limestone karst towers standing in the Andaman Sea, a longtail boat, a leaning palm (Krabi, Phi Phi). */
const sea: Painter = (r, palette, random) => {
  const horizon = Math.round(r.height * 0.6);
  const sun = paintSky(r, palette, horizon, r.width * (0.3 + random() * 0.4), random);
  const towers = 4 + Math.floor(random() * 3);
  for (let i = 0; i < towers; i += 1) {
    const depth = 1 - i / towers;
    const cx = random() * r.width;
    const half = r.width * (0.03 + (1 - depth) * 0.06) * (0.7 + random() * 0.6);
    const tall = r.height * (0.12 + (1 - depth) * 0.22) * (0.7 + random() * 0.5);
    const bumps = ridgeNoise(random, 3);
    silhouette(
      r,
      (x) => {
        const u = Math.abs(x - cx) / half;
        if (u >= 1) return Infinity;
        return horizon - tall * Math.pow(1 - u ** 4, 0.6) * (0.85 + 0.15 * bumps(x / 40));
      },
      () => inkAt(palette, 0.35 + depth * 0.5),
      horizon + 1,
    );
  }
  paintWater(r, palette, horizon, sun, random);
  const bx = r.width * (0.15 + random() * 0.5);
  const by = horizon + r.height * 0.16;
  polygon(
    r,
    [
      [bx, by],
      [bx + 150, by - 6],
      [bx + 175, by - 30],
      [bx + 140, by + 8],
      [bx + 10, by + 10],
    ],
    palette.ink,
  );
  polygon(
    r,
    [
      [bx + 60, by - 4],
      [bx + 64, by - 34],
      [bx + 98, by - 34],
      [bx + 100, by - 4],
    ],
    mix(palette.ink, palette.sun, 0.15),
  );
  palm(r, r.width * 0.88, r.height, palette.ink, random);
};

/** Chedis, a prang and an ordination hall against the sky, trees, and the river below (Bangkok, Ayutthaya, Chiang Mai). */
const temple: Painter = (r, palette, random) => {
  const horizon = Math.round(r.height * 0.74);
  const sun = paintSky(r, palette, horizon, r.width * (0.2 + random() * 0.6), random);
  const far = ridgeNoise(random, 3);
  silhouette(
    r,
    (x) => horizon - r.height * 0.05 * far(x / 150),
    () => inkAt(palette, 0.75),
    horizon + 1,
  );
  const s = r.height * (0.16 + random() * 0.05);
  const mainX = r.width * (0.3 + random() * 0.4);
  const shapes = [
    prang(mainX, s * 1.15),
    chedi(mainX - s * 2.1, s * 0.7),
    chedi(mainX + s * 2.0, s * 0.75),
    templeHall(mainX + s * (random() > 0.5 ? 3.6 : -3.8), s * 0.9),
    chedi(r.width * 0.08, s * 0.5),
    chedi(r.width * 0.93, s * 0.55),
  ];
  silhouette(
    r,
    (x) => horizon - Math.max(0, ...shapes.map((shape) => shape(x))),
    () => palette.ink,
    horizon + 1,
  );
  for (let i = 0; i < 14; i += 1) {
    const x = random() * r.width;
    if (Math.abs(x - mainX) < s * 1.2) continue;
    disc(r, x, horizon - 10 - random() * 30, 18 + random() * 26, palette.ink);
  }
  paintWater(r, palette, horizon, sun, random);
};

/** A dusk skyline over the Chao Phraya with lit windows. */
const city: Painter = (r, palette, random) => {
  const horizon = Math.round(r.height * 0.72);
  const sun = paintSky(r, palette, horizon, r.width * (0.15 + random() * 0.7), random);
  const lit = palette.zenith[0] + palette.zenith[1] + palette.zenith[2] < 200 ? 0.45 : 0.12;
  for (const layer of [0, 1]) {
    let x = 0;
    while (x < r.width) {
      const w = 30 + random() * (layer === 0 ? 60 : 90);
      const h = r.height * (layer === 0 ? 0.12 + random() * 0.3 : 0.06 + random() * 0.2);
      const color = inkAt(palette, layer === 0 ? 0.55 : 0.15);
      polygon(
        r,
        [
          [x, horizon - h],
          [x + w, horizon - h],
          [x + w, horizon + 1],
          [x, horizon + 1],
        ],
        color,
      );
      if (layer === 1) {
        for (let wy = horizon - h + 8; wy < horizon - 6; wy += 11) {
          for (let wx = x + 5; wx < x + w - 6; wx += 9) {
            if (random() < lit)
              polygon(
                r,
                [
                  [wx, wy],
                  [wx + 4, wy],
                  [wx + 4, wy + 5],
                  [wx, wy + 5],
                ],
                [255, 214, 140],
                0.85,
              );
          }
        }
      }
      x += w + (layer === 0 ? random() * 10 : 2 + random() * 6);
    }
  }
  paintWater(r, palette, horizon, sun, random);
};

/** A night market: stall roofs lit from below and strings of lanterns (Chiang Mai, Bangkok, Krabi). */
const market: Painter = (r, palette, random) => {
  const horizon = Math.round(r.height * 0.7);
  paintSky(r, palette, horizon, r.width * (0.1 + random() * 0.8), random);
  verticalGradient(
    r,
    [
      [0, mix(palette.ink, [120, 70, 40], 0.5)],
      [1, palette.ink],
    ],
    horizon,
    r.height,
  );
  let x = -20;
  while (x < r.width) {
    const w = 110 + random() * 80;
    const roof = horizon - r.height * (0.12 + random() * 0.06);
    glow(r, x + w / 2, horizon + 10, w * 0.45, [255, 170, 80], 0.5);
    polygon(
      r,
      [
        [x, roof + 40],
        [x + w / 2, roof],
        [x + w, roof + 40],
      ],
      mix(palette.ink, [150, 40, 40], 0.35),
    );
    polygon(
      r,
      [
        [x + 6, roof + 40],
        [x + 10, horizon],
        [x + 14, horizon],
        [x + 12, roof + 40],
      ],
      palette.ink,
    );
    x += w + 6;
  }
  const colors: Rgb[] = [
    [255, 90, 70],
    [255, 196, 80],
    [255, 140, 60],
    [250, 240, 200],
  ];
  for (let line = 0; line < 3; line += 1) {
    const y0 = r.height * (0.12 + line * 0.12);
    for (let lx = 20; lx < r.width; lx += 46 + line * 8) {
      const sag = Math.sin((lx / r.width) * Math.PI) * r.height * 0.08;
      const color = colors[Math.floor(random() * colors.length)];
      glow(r, lx, y0 + sag, 16, color, 0.45);
      disc(r, lx, y0 + sag, 6 + line, color);
    }
  }
  for (let i = 0; i < 60; i += 1)
    disc(r, random() * r.width, horizon + random() * (r.height - horizon), 3 + random() * 14, [255, 200, 120], 0.12);
};

export const PAINTERS: Readonly<Record<Scene, Painter>> = { temple, mountains, sea, city, market };
