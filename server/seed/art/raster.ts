/**
 * A tiny RGBA raster for the procedural demo artwork: just enough primitives (gradients, soft glows,
 * silhouettes by height function, polygons, discs) to paint landscapes without a canvas library.
 * Everything is deterministic: randomness comes from a seeded generator, never Math.random().
 */
export type Rgb = readonly [number, number, number];

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGBA, row-major, alpha always 255 (jpeg-js ignores it). */
  readonly data: Uint8Array;
}

export const createRaster = (width: number, height: number): Raster => ({
  width,
  height,
  data: new Uint8Array(width * height * 4).fill(255),
});

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};

/** mulberry32 seeded by a string hash (FNV-1a): the same seed always paints the same picture. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth 1-D fractal noise in [0, 1] (value noise, cosine interpolation, `octaves` layers). */
export function ridgeNoise(random: () => number, octaves = 4): (x: number) => number {
  const lattice = Array.from({ length: 257 }, () => random());
  const at = (x: number) => {
    const i = Math.floor(x);
    const f = x - i;
    const a = lattice[((i % 256) + 256) % 256];
    const b = lattice[(((i + 1) % 256) + 256) % 256];
    const t = (1 - Math.cos(f * Math.PI)) / 2;
    return a + (b - a) * t;
  };
  return (x) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o += 1) {
      sum += at(x * 2 ** o + o * 17.3) * amp;
      norm += amp;
      amp /= 2;
    }
    return sum / norm;
  };
}

export function blend(r: Raster, x: number, y: number, color: Rgb, alpha = 1): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height || alpha <= 0) return;
  const i = (y * r.width + x) * 4;
  const a = Math.min(1, alpha);
  r.data[i] += (color[0] - r.data[i]) * a;
  r.data[i + 1] += (color[1] - r.data[i + 1]) * a;
  r.data[i + 2] += (color[2] - r.data[i + 2]) * a;
}

/** Vertical gradient through colour stops at fractions of the height (0 = top). */
export function verticalGradient(r: Raster, stops: readonly (readonly [number, Rgb])[], from = 0, to = r.height): void {
  for (let y = from; y < to; y += 1) {
    const t = (y - from) / Math.max(1, to - from);
    let k = 0;
    while (k < stops.length - 2 && t > stops[k + 1][0]) k += 1;
    const [t0, c0] = stops[k];
    const [t1, c1] = stops[Math.min(k + 1, stops.length - 1)];
    const color = mix(c0, c1, (t - t0) / Math.max(1e-6, t1 - t0));
    for (let x = 0; x < r.width; x += 1) blend(r, x, y, color);
  }
}

/** A soft radial glow (sun haze, lantern light): alpha falls off as a Gaussian of the distance. */
export function glow(r: Raster, cx: number, cy: number, radius: number, color: Rgb, strength: number): void {
  const reach = radius * 3;
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(r.height, cy + reach); y += 1) {
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(r.width, cx + reach); x += 1) {
      const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (radius * radius);
      blend(r, x, y, color, strength * Math.exp(-d2));
    }
  }
}

/** An antialiased disc. */
export function disc(r: Raster, cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
  for (let y = Math.max(0, Math.floor(cy - radius - 1)); y <= Math.min(r.height - 1, cy + radius + 1); y += 1) {
    for (let x = Math.max(0, Math.floor(cx - radius - 1)); x <= Math.min(r.width - 1, cx + radius + 1); x += 1) {
      const edge = radius - Math.hypot(x - cx, y - cy);
      if (edge > -1) blend(r, x, y, color, alpha * Math.min(1, edge + 1));
    }
  }
}

/**
 * Fills everything below a skyline `top(x)` down to `bottom` with a colour that may vary with depth;
 * the edge pixel is blended by its fractional coverage so ridgelines are not jagged.
 */
export function silhouette(
  r: Raster,
  top: (x: number) => number,
  color: (y: number) => Rgb,
  bottom = r.height,
  alpha = 1,
): void {
  for (let x = 0; x < r.width; x += 1) {
    const t = top(x);
    if (!Number.isFinite(t) || t >= bottom) continue;
    const start = Math.max(0, Math.floor(t));
    for (let y = start; y < Math.min(bottom, r.height); y += 1) {
      const coverage = y === start ? 1 - (t - start) : 1;
      blend(r, x, y, color(y), alpha * coverage);
    }
  }
}

/** Even-odd scanline fill of a polygon given as [x, y] points. */
export function polygon(r: Raster, points: readonly (readonly [number, number])[], color: Rgb, alpha = 1): void {
  const ys = points.map((p) => p[1]);
  for (
    let y = Math.max(0, Math.floor(Math.min(...ys)));
    y <= Math.min(r.height - 1, Math.ceil(Math.max(...ys)));
    y += 1
  ) {
    const sy = y + 0.5;
    const xs: number[] = [];
    for (let i = 0; i < points.length; i += 1) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[(i + 1) % points.length];
      if ((y1 <= sy && y2 > sy) || (y2 <= sy && y1 > sy)) xs.push(x1 + ((sy - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      for (let x = Math.max(0, Math.round(xs[k])); x < Math.min(r.width, Math.round(xs[k + 1])); x += 1)
        blend(r, x, y, color, alpha);
    }
  }
}
