/** Spec §9 breakpoints, in CSS pixels (min-width of each band). */
export const Breakpoints = {
  mobile: 320,
  tablet: 768,
  desktop: 1024,
} as const;

/** Spec §9: maximum width of a content section. */
export const ContentMaxWidth = {
  bigScreen: 1043,
  tablet: 674,
} as const;

/** Spec §9: the editor previews a content on these media. */
export const PREVIEW_MEDIA = ['phone', 'tablet', 'web'] as const;
export type PreviewMedium = (typeof PREVIEW_MEDIA)[number];

export type Viewport = keyof typeof Breakpoints;

/** The band a viewport width falls in; widths under the mobile breakpoint still count as mobile. */
export function viewportOf(widthPx: number): Viewport {
  if (widthPx >= Breakpoints.desktop) return 'desktop';
  if (widthPx >= Breakpoints.tablet) return 'tablet';
  return 'mobile';
}

/** Content width for a viewport: the big-screen width from desktop up, the tablet width below. */
export function contentMaxWidthFor(widthPx: number): number {
  return viewportOf(widthPx) === 'desktop' ? ContentMaxWidth.bigScreen : ContentMaxWidth.tablet;
}
