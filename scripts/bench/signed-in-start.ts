import { launchBrowser } from '../../tests/support/browser';
import { DEMO_USERS } from '../../server/seed/seed-demo-users';

/**
 * A returning demo user (signed in once, "remember me") reloads /dashboard; the time
 * from the navigation's start to the first screen's content (the dashboard's "Hello, <name>" heading) and, when
 * the app shows its "Initializing app..." overlay, from that overlay's first appearance to the same heading.
 * Both are taken inside the page (performance.now(), whose zero is the navigation start) by a MutationObserver
 * installed before any script runs; the moment is the next animation frame after the element is in the DOM.
 */
export interface SignedInStart {
  /** Navigation start → "Hello, <name>" on screen, per reload. */
  readonly navigationToScreenMs: number[];
  /** "Initializing app..." first shown → "Hello, <name>"; null on a reload that never showed the overlay. */
  readonly overlayToScreenMs: (number | null)[];
}

interface Marks {
  overlay: number | null;
  screen: number | null;
}

export async function measureSignedInStart(base: string, reloads: number): Promise<SignedInStart> {
  const user = DEMO_USERS.find((u) => u.username === 'alice')!;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const remember = page.getByLabel('Remember me on this device');
    if (!(await remember.isChecked())) await remember.click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: `Hello, ${user.displayName}` }).waitFor({ timeout: 30_000 });

    // A string, not a function: tsx's transform may add helpers to a function's text that the page lacks.
    await context.addInitScript(`(() => {
      const name = ${JSON.stringify(user.displayName)};
      const marks = { overlay: null, screen: null };
      window.__benchStart = marks;
      const observer = new MutationObserver(() => {
        if (marks.overlay === null && document.body && document.body.textContent.includes('Initializing app')) {
          requestAnimationFrame(() => { if (marks.overlay === null) marks.overlay = performance.now(); });
        }
        if ([...document.querySelectorAll('h1')].some((h) => h.textContent.includes('Hello, ' + name))) {
          observer.disconnect();
          requestAnimationFrame(() => { marks.screen = performance.now(); });
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    })();`);

    const result: SignedInStart = { navigationToScreenMs: [], overlayToScreenMs: [] };
    for (let i = 0; i < reloads; i++) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(
        () => (window as unknown as { __benchStart?: Marks }).__benchStart?.screen != null,
        undefined,
        { timeout: 30_000 },
      );
      const marks = await page.evaluate(() => (window as unknown as { __benchStart: Marks }).__benchStart);
      result.navigationToScreenMs.push(marks.screen!);
      result.overlayToScreenMs.push(marks.overlay === null ? null : marks.screen! - marks.overlay);
    }
    return result;
  } finally {
    await browser.close();
  }
}
