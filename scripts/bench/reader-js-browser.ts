import { CHROMIUM_PATH, launchBrowser } from '../../tests/support/browser';
import { gzip9, type ScriptSize } from './reader-js';

export interface BrowserScripts {
  readonly scripts: ScriptSize[];
  /** Requests that failed (a tile server out of reach is expected offline); listed, never hidden. */
  readonly failed: string[];
}

export const chromiumAvailable = async (): Promise<boolean> => (await import('node:fs')).existsSync(CHROMIUM_PATH);

/**
 * The honest figure: an anonymous Chromium (fresh profile, no cache) opens the page and every JavaScript
 * response until the network is idle is counted — entry, preloads, lazy chunks and anything injected.
 * `servedBytes` is the encoded body size Chromium received; gzip -9 is computed from the decoded body.
 */
export async function browserLoadedScripts(pageUrl: string): Promise<BrowserScripts> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptSize | null>[] = [];
    const failed: string[] = [];
    page.on('requestfailed', (request) =>
      failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`),
    );
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript|ecmascript/.test(contentType)) return;
      pending.push(
        (async () => {
          try {
            const body = await response.body();
            const sizes = await response.request().sizes();
            return {
              url: response.url(),
              rawBytes: body.length,
              gzip9Bytes: gzip9(body),
              servedBytes: sizes.responseBodySize,
              servedEncoding: response.headers()['content-encoding'] ?? 'identity',
            };
          } catch {
            return null;
          }
        })(),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptSize => s !== null);
    return { scripts, failed };
  } finally {
    await browser.close();
  }
}
