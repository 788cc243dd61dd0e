import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** What an anonymous reader's visit of a server-rendered reading page loaded and did, once every island works. */
export interface IslandVisit {
  /** Each island of the page as `name:data-interactive`. */
  readonly islands: string[];
  /** The paths of the scripts the page downloaded. */
  readonly scripts: string[];
  /** Their gzip weight, every island included (they hydrate when idle at the latest). */
  readonly jsGzipBytes: number;
  /** Each script's gzip weight, heaviest first: `path bytes`, so a budget's failure says what grew. */
  readonly scriptSizes: string[];
  /** Layout shifts (without recent input) that moved something matched by `steady`: `tag.class value`. */
  readonly shifted: string[];
  /** The sum of every layout shift without recent input: the page's CLS so far. */
  readonly cls: number;
  /** Milliseconds the page's main thread spent running script until then (Chromium's ScriptDuration). */
  readonly scriptMs: number;
}

/**
 * Opens `url` in `page` (a fresh anonymous context) and waits until #root says every island hydrated and the
 * network is idle. `steady` is what the server drew that must never move (the page's text, its header).
 */
export async function visitIslandPage(page: Page, url: string, steady: string): Promise<IslandVisit> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { shifted: string[]; cls: number };
    w.shifted = [];
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
          if (node?.closest(selector))
            w.shifted.push(`${node.tagName.toLowerCase()}.${node.className} ${entry.value.toFixed(4)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, steady);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.locator('#root[data-interactive="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
  await cdp.detach();
  const islands = await page
    .locator('[data-island]')
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('data-island')}:${node.getAttribute('data-interactive')}`),
    );
  let jsGzipBytes = 0;
  const sized: [string, number][] = [];
  for (const [script, size] of scripts) {
    sized.push([script, await size]);
    jsGzipBytes += await size;
  }
  const scriptSizes = sized.sort((a, b) => b[1] - a[1]).map(([script, bytes]) => `${script} ${bytes}`);
  const { shifted, cls } = await page.evaluate(() => {
    const w = window as unknown as { shifted: string[]; cls: number };
    return { shifted: w.shifted, cls: w.cls };
  });
  return { islands, scripts: [...scripts.keys()], jsGzipBytes, scriptSizes, shifted, cls, scriptMs };
}
