import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_AFTER_MS, scrolledPastHalf } from '../../../src/domain/stats/stats';
import { watchRead } from '../../../src/ui/reader/content/read-watch';

describe("a read, for the creator's stats: 30 s on the page or a scroll past half of it", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };

  it('after 30 seconds on the page, once', () => {
    const onRead = vi.fn();
    watchRead(onRead);
    vi.advanceTimersByTime(READ_AFTER_MS - 1);
    expect(onRead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    scrollTo(3000);
    vi.advanceTimersByTime(READ_AFTER_MS);
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('sooner when the screen passes half of the page, and the time then adds nothing', () => {
    const onRead = vi.fn();
    watchRead(onRead);
    scrollTo(1000); // 1000 + 800 < 2000: not yet
    expect(onRead).not.toHaveBeenCalled();
    scrollTo(1200);
    expect(onRead).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(READ_AFTER_MS);
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('a page left before either counts no read', () => {
    const onRead = vi.fn();
    const stop = watchRead(onRead);
    vi.advanceTimersByTime(10_000);
    stop();
    scrollTo(3000);
    vi.advanceTimersByTime(READ_AFTER_MS);
    expect(onRead).not.toHaveBeenCalled();
  });

  it('half is measured from the bottom edge of the screen', () => {
    expect(scrolledPastHalf(0, 800, 4000)).toBe(false);
    expect(scrolledPastHalf(1200, 800, 4000)).toBe(true);
    expect(scrolledPastHalf(0, 800, 0)).toBe(false);
  });
});
