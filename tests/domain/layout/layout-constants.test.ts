import { describe, expect, it } from 'vitest';
import {
  Breakpoints,
  ContentMaxWidth,
  contentMaxWidthFor,
  PREVIEW_MEDIA,
  viewportOf,
} from '../../../src/domain/layout/layout-constants';

describe('layout constants (spec §9 "Breakpoints", "Content section maximum width")', () => {
  it('§9 breakpoints: mobile 320, tablet 768, desktop 1024', () => {
    expect(Breakpoints).toEqual({ mobile: 320, tablet: 768, desktop: 1024 });
  });

  it('§9 content width: 1043 big screen, 674 tablet; preview media phone, tablet, web', () => {
    expect(ContentMaxWidth).toEqual({ bigScreen: 1043, tablet: 674 });
    expect(PREVIEW_MEDIA).toEqual(['phone', 'tablet', 'web']);
  });

  it.each([
    [280, 'mobile', 674],
    [320, 'mobile', 674],
    [767, 'mobile', 674],
    [768, 'tablet', 674],
    [1023, 'tablet', 674],
    [1024, 'desktop', 1043],
    [1920, 'desktop', 1043],
  ])('§9 Breakpoints: width %i is %s with content width %i', (width, viewport, contentWidth) => {
    expect(viewportOf(width)).toBe(viewport);
    expect(contentMaxWidthFor(width)).toBe(contentWidth);
  });
});
