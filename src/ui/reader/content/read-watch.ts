import { READ_AFTER_MS, scrolledPastHalf } from '../../../domain/stats/stats';

/**
 * Calls `onRead` once, when the reader has stayed READ_AFTER_MS on the page or scrolled past half of it (a scroll,
 * not the first screen: a short page read without scrolling counts after the time). The returned function stops
 * watching (the page is left first).
 */
export function watchRead(onRead: () => void): () => void {
  let done = false;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
  const read = () => {
    if (done) return;
    done = true;
    stop();
    onRead();
  };
  const onScroll = () => {
    const page = document.documentElement;
    if (scrolledPastHalf(window.scrollY, window.innerHeight, page.scrollHeight)) read();
  };
  const timer = window.setTimeout(read, READ_AFTER_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}
