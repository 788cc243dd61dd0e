import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../tests/support/browser';

/**
 * Lighthouse (the npm package) on Debian's Chromium with its default config: mobile emulation and simulated
 * throttling ("mobile defaults"), performance category only. Pages are run interleaved — round 1 of every
 * page, then round 2 … — so a burst of machine load hits every page alike; each figure is the median of the rounds.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseFigures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Script bytes on the wire as Lighthouse saw them load (the server's encoding). */
  readonly scriptTransferBytes: number;
}

export interface LighthouseResult {
  readonly name: string;
  readonly runs: LighthouseFigures[];
  readonly median: LighthouseFigures | null;
  readonly errors: string[];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface NetworkItem {
  readonly resourceType?: string;
  readonly transferSize?: number;
}

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_DUMP=<dir>: every report kept whole, to read what the medians come from (LCP element and breakdown, network).
  const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (dump) {
    fs.mkdirSync(dump, { recursive: true });
    fs.writeFileSync(
      path.join(dump, `${new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '-')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptTransferBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((n, i) => n + (i.transferSize ?? 0), 0),
  };
}

/** `rounds` interleaved rounds over `pages`; a fresh Chromium per round (Lighthouse resets storage per run too). */
export async function lighthousePages(
  pages: readonly { name: string; url: string }[],
  rounds: number,
): Promise<LighthouseResult[]> {
  const runs = pages.map(() => [] as LighthouseFigures[]);
  const errors = pages.map(() => [] as string[]);
  for (let round = 1; round <= rounds; round++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    });
    try {
      for (const [i, page] of pages.entries()) {
        const started = performance.now();
        try {
          // One retry: on a busy machine Chromium's trace sometimes misses the navigation start (NO_NAVSTART).
          const figures = await runOnce(page.url, chrome.port).catch((error: unknown) => {
            console.log(`  round ${round} ${page.name.padEnd(34)} retried after: ${(error as Error).message}`);
            return runOnce(page.url, chrome.port);
          });
          runs[i].push(figures);
          console.log(
            `  round ${round} ${page.name.padEnd(34)} score ${String(figures.score).padStart(3)}  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  ` +
              `LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}  (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          errors[i].push((error as Error).message);
          console.log(`  round ${round} ${page.name.padEnd(34)} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
  return pages.map((page, i) => ({
    name: page.name,
    runs: runs[i],
    errors: errors[i],
    median:
      runs[i].length === 0
        ? null
        : {
            score: median(runs[i].map((r) => r.score)),
            fcpMs: median(runs[i].map((r) => r.fcpMs)),
            lcpMs: median(runs[i].map((r) => r.lcpMs)),
            tbtMs: median(runs[i].map((r) => r.tbtMs)),
            cls: median(runs[i].map((r) => r.cls)),
            scriptTransferBytes: median(runs[i].map((r) => r.scriptTransferBytes)),
          },
  }));
}
