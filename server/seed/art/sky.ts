import { disc, glow, mix, verticalGradient, type Raster, type Rgb } from './raster';

/** Time of day of a picture: sets the sky, the sun and how dark the silhouettes are. */
export const MOODS = ['dawn', 'day', 'sunset', 'dusk', 'night'] as const;
export type Mood = (typeof MOODS)[number];

export interface Palette {
  readonly zenith: Rgb;
  readonly middle: Rgb;
  readonly horizon: Rgb;
  readonly sun: Rgb;
  /** Nearest silhouettes; farther layers fade towards `horizon`. */
  readonly ink: Rgb;
  readonly water: Rgb;
  /** Sun height: fraction of the horizon height (1 = on the horizon line). */
  readonly sunHeight: number;
  /** Night: a smaller moon and stars instead of the sun. */
  readonly night: boolean;
  /** How strongly the sun's haze lights the sky around it. */
  readonly haze: number;
}

export const PALETTES: Readonly<Record<Mood, Palette>> = {
  dawn: {
    zenith: [74, 96, 160],
    middle: [226, 160, 162],
    horizon: [255, 212, 160],
    sun: [255, 244, 210],
    ink: [52, 44, 70],
    water: [92, 110, 150],
    sunHeight: 0.86,
    night: false,
    haze: 0.55,
  },
  day: {
    zenith: [46, 120, 206],
    middle: [118, 178, 232],
    horizon: [200, 228, 246],
    sun: [255, 253, 236],
    ink: [28, 66, 56],
    water: [24, 132, 160],
    sunHeight: 0.3,
    night: false,
    haze: 0.35,
  },
  sunset: {
    zenith: [44, 52, 116],
    middle: [214, 98, 96],
    horizon: [255, 184, 96],
    sun: [255, 226, 160],
    ink: [44, 24, 38],
    water: [120, 70, 90],
    sunHeight: 0.8,
    night: false,
    haze: 0.55,
  },
  dusk: {
    zenith: [22, 28, 74],
    middle: [104, 70, 134],
    horizon: [236, 138, 104],
    sun: [255, 200, 150],
    ink: [22, 18, 40],
    water: [46, 44, 86],
    sunHeight: 1.05,
    night: false,
    haze: 0.55,
  },
  night: {
    zenith: [8, 12, 36],
    middle: [24, 30, 74],
    horizon: [58, 52, 104],
    sun: [244, 240, 220],
    ink: [8, 8, 20],
    water: [16, 22, 50],
    sunHeight: 0.22,
    night: true,
    haze: 0.55,
  },
};

/** Colour of a layer at `depth` (0 = nearest, 1 = at the horizon): aerial perspective. */
export const inkAt = (palette: Palette, depth: number): Rgb =>
  mix(palette.ink, palette.horizon, Math.pow(depth, 1.3) * 0.85);

/**
 * Paints the sky down to `horizonY`, the sun (or moon at night, with stars) at `sunX`, and returns the
 * sun's centre so scenes can put reflections under it.
 */
export function paintSky(
  r: Raster,
  palette: Palette,
  horizonY: number,
  sunX: number,
  random: () => number,
): { x: number; y: number } {
  verticalGradient(
    r,
    [
      [0, palette.zenith],
      [0.55, palette.middle],
      [1, palette.horizon],
    ],
    0,
    Math.ceil(horizonY),
  );
  const sunY = horizonY * palette.sunHeight;
  const radius = r.height * (palette.night ? 0.035 : 0.055);
  if (palette.night) {
    for (let i = 0; i < 260; i += 1) {
      const x = random() * r.width;
      const y = random() * horizonY * 0.8;
      disc(r, x, y, 0.6 + random() * 1.1, [255, 250, 235], 0.35 + random() * 0.6);
    }
  }
  glow(r, sunX, sunY, radius * 5, palette.sun, palette.haze);
  glow(r, sunX, sunY, radius * 1.8, palette.sun, 0.6);
  disc(r, sunX, sunY, radius, palette.sun);
  return { x: sunX, y: sunY };
}
