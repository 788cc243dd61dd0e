import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { watchContext } from './failure-log';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags keep Debian's Chromium from calling home on this offline machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function chromiumPath(): string {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: .ci/run installs Debian's chromium`);
  return CHROMIUM_PATH;
}

/**
 * Debian's Chromium driven by playwright-core (no browser download). Playwright gives every launch a fresh profile.
 * Every context it opens reports its pages' errors and slow requests to the failure log (tests/support/failure-log).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  return browser;
}

/**
 * The same Chromium on a profile folder of the caller's (`userDataDir`): closing the context quits the browser, and
 * launching again on the folder is a person reopening their browser — what the profile keeps on disk (cookies, local
 * storage, IndexedDB) is there again, what a tab keeps (sessionStorage) is not.
 */
export async function launchPersistentBrowser(
  userDataDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
  return watchContext(context);
}
