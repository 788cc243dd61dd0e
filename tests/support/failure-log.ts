import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { TestContext } from 'vitest';
import { root } from '../../scripts/lib/spa-build';

/**
 * What the browser and the local servers did during the current end-to-end test, kept so that a failure says more
 * than "timed out waiting for a heading": the pages' errors, failed and slow requests, 5xx answers, where each page
 * was, what an open page showed, and the servers' slow or failing requests. `tests/support/e2e-setup.ts` starts a
 * fresh log for each test and writes it to `.tmp/e2e-failures/` when the test fails; `npm test` prints those files
 * at the end of its output, where a CI log's tail shows them.
 */
export const FAILURE_DIR = path.join(root, '.tmp', 'e2e-failures');

const MAX_LINES = 400;
/** A request slower than this is noted: the budget of a step that waits on the stack is tens of seconds. */
const SLOW_REQUEST_MS = 3_000;

let lines: string[] = [];
let started = Date.now();
let pageCount = 0;
const openPages = new Set<Page>();
/** Requests each page sent that have neither finished nor failed (a stalled download or call shows here). */
const pendingRequests = new Map<Page, Map<Request, number>>();
const serverLogs = new Map<string, () => string>();

function note(line: string): void {
  lines.push(`+${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
  if (lines.length > MAX_LINES) lines = lines.slice(-MAX_LINES);
}

/** Every page of the context, now and later, reports its events to the log. */
export function watchContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return context;
}

function watchPage(page: Page): void {
  const id = `page#${++pageCount}`;
  openPages.add(page);
  note(`${id} opened`);
  page.on('close', () => {
    openPages.delete(page);
    pendingRequests.delete(page);
    note(`${id} closed`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`${id} at ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(`${id} pageerror ${error.message.slice(0, 300)}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`${id} console.${message.type()} ${message.text().slice(0, 300)}`);
  });
  const pending = new Map<Request, number>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    note(`${id} requestfailed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) note(`${id} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfinished', (request) => {
    pending.delete(request);
    const took = request.timing().responseEnd;
    if (took > SLOW_REQUEST_MS) note(`${id} slow ${Math.round(took)} ms ${request.method()} ${request.url()}`);
  });
}

/** A server whose output the failure report should quote (its slow and failing requests, and its last lines). */
export function registerServerLog(name: string, read: () => string): () => void {
  serverLogs.set(name, read);
  return () => serverLogs.delete(name);
}

/** Called before each test: the log starts empty. */
export function startTestLog(): void {
  lines = [];
  started = Date.now();
}

/** The server lines worth reading: warnings and errors, requests that took over a second, then the last few. */
function serverExcerpt(output: string): string[] {
  const all = output.split('\n').filter(Boolean);
  const notable = all.filter((line) => {
    const level = /"level":(\d+)/.exec(line);
    const took = /"responseTime":([\d.]+)/.exec(line);
    return (level && Number(level[1]) >= 40) || (took && Number(took[1]) > 1_000);
  });
  return [
    ...notable.slice(-40).map((l) => `  ! ${l.slice(0, 400)}`),
    ...all.slice(-15).map((l) => `    ${l.slice(0, 400)}`),
  ];
}

/** Writes the current test's log, what each open page shows, and the servers' excerpts to `.tmp/e2e-failures/`. */
export async function writeFailureReport(context: TestContext): Promise<void> {
  const task = context.task;
  const attempt = (task.result?.retryCount ?? 0) + 1;
  const report: string[] = [
    `${task.file?.name ?? ''} > ${task.name} (attempt ${attempt})`,
    ...(task.result?.errors ?? []).map((error) => `error: ${String(error.message).split('\n')[0]}`),
    '— browser —',
    ...lines,
  ];
  for (const page of openPages) {
    const shown = await page
      .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 500))
      .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
    report.push(`open page at ${page.url()}: ${shown}`);
    // Which part of the page says what it says: a "Loading..." is the shell's overlay, a page's chunk
    // (Suspense) or the page's own state, told apart by the classes around each status.
    const statuses = await page
      .evaluate(() =>
        Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-busy="true"]'))
          .map((element) => {
            const trail: string[] = [];
            for (let at: Element | null = element; at && trail.length < 4; at = at.parentElement)
              trail.push(
                `${at.tagName.toLowerCase()}${at.className ? `.${String(at.className).split(' ').join('.')}` : ''}`,
              );
            return `${trail.join(' < ')}: ${(element.textContent ?? '').trim().slice(0, 80)}`;
          })
          .slice(0, 12),
      )
      .catch(() => [] as string[]);
    for (const status of statuses) report.push(`  status ${status}`);
    const now = Date.now();
    for (const [request, since] of pendingRequests.get(page) ?? [])
      report.push(`  pending ${Math.round((now - since) / 1000)} s ${request.method()} ${request.url()}`);
  }
  for (const [name, read] of serverLogs) report.push(`— server ${name} —`, ...serverExcerpt(read()));
  fs.mkdirSync(FAILURE_DIR, { recursive: true });
  const slug = `${path.basename(task.file?.name ?? 'e2e')}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 90);
  fs.writeFileSync(path.join(FAILURE_DIR, `${slug}-attempt${attempt}.txt`), `${report.join('\n')}\n`);
}

/** Streams the app keeps open by design while signed in (the bell's live unread count). */
const LIVE_STREAM = /\/notifications\/events(\?|$)/;

/**
 * Resolves once `page` has loaded and no request but a live stream has been in flight for `quietMs`: what
 * Playwright's 'networkidle' means, for an app that keeps an event stream open (which 'networkidle' waits out
 * forever). Pages of a context not watched here fall back to 'networkidle'.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 45_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const pending = pendingRequests.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    const busy = [...pending.keys()].some((request) => !LIVE_STREAM.test(request.url()));
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`the network of ${page.url()} was not quiet within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
