/**
 * Thai temple outlines as height functions: x (pixels) → height above the ground (0 outside the shape).
 * Taking the max of several gives a temple compound's skyline for `silhouette`.
 */
export type Shape = (x: number) => number;

/** A bell-shaped chedi (Wat Phra Si Sanphet, Doi Suthep): stepped base, bell, ringed spire. */
export const chedi =
  (cx: number, s: number): Shape =>
  (x) => {
    const u = Math.abs(x - cx) / s;
    let h = 0;
    if (u < 1) h = 0.12;
    if (u < 0.82) h = 0.24;
    if (u < 0.66) h = Math.max(h, 0.3 + 0.5 * Math.sqrt(1 - (u / 0.66) ** 2));
    if (u < 0.2) h = Math.max(h, 0.92);
    if (u < 0.14) h = Math.max(h, 0.92 + (1 - u / 0.14) * 1.1 + 0.02 * Math.sin(u * 90));
    return h * s;
  };

/** A Khmer-style prang (Wat Arun, Wat Chaiwatthanaram): tall corn-cob tower with tiers and a trident tip. */
export const prang =
  (cx: number, s: number): Shape =>
  (x) => {
    const u = Math.abs(x - cx) / s;
    let h = 0;
    if (u < 1.1) h = 0.18;
    if (u < 0.9) h = 0.36;
    if (u < 0.55) {
      const body = 0.36 + 1.55 * Math.pow(1 - (u / 0.55) ** 2, 0.55);
      const tiers = 0.05 * Math.abs(Math.sin(body * 14));
      h = Math.max(h, body - tiers);
    }
    if (u < 0.05) h = Math.max(h, 1.91 + (1 - u / 0.05) * 0.45);
    return h * s;
  };

/** An ordination hall (ubosot) seen from the front: walls, two stacked gables, chofa finials on the apex. */
export const templeHall =
  (cx: number, s: number): Shape =>
  (x) => {
    const u = Math.abs(x - cx) / s;
    let h = 0;
    if (u < 1.2) h = 0.42;
    if (u < 1.35) h = Math.max(h, 0.42 + 0.45 * (1 - u / 1.35));
    if (u < 0.85) h = Math.max(h, 0.72 + 0.5 * (1 - u / 0.85));
    if (u < 0.035) h = Math.max(h, 1.36);
    return h * s;
  };
