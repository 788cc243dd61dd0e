import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type EmulatorUser } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { apiCall, explainingFailure, fillLoginForm, logInThroughUi, markEmailVerified } from '../support/e2e-journeys';
import { startStack, type RunningStack } from '../support/stack';

/**
 * A person's control over their own words and account, in Chromium on the whole stack:
 * - a reader edits their comment (marked "edited") and deletes it; another reader's reply stays under the
 *   "deleted" placeholder, and the page's comment count follows;
 * - a user downloads their data from settings, deletes their account after re-entering the password, is signed
 *   out with a goodbye, cannot sign in again, and their profile page answers 404.
 */
const ORCH = '/api/content-platform/content-orchestration-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1';
const O = '/api/user-orchestration-service/v1';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let stack: RunningStack;
let browser: Browser;
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  apiCall(stack.url, method, path, token, body);

/** An account with a verified email, a named profile and the terms accepted: the app opens at once. */
async function readyUser(name: string): Promise<EmulatorUser & { userId: string; username: string }> {
  const user = await signUp();
  await markEmailVerified(stack.emulatorHost, user);
  const login = await api('POST', '/api/user-auth-command-service/v1/login', null, {
    token: user.idToken,
    lat: null,
    lng: null,
    device: 'e2e',
  });
  await api('POST', `${O}/profiles`, user.idToken, { user_id: login.user_id, firebase_id: user.uid });
  const username = `${name}${Date.now().toString(36)}`;
  await api('PATCH', `${O}/profiles`, user.idToken, { display_name: username, username });
  await api('POST', `${O}/profiles/terms-of-use`, user.idToken, {});
  return { ...user, userId: login.user_id as string, username };
}

async function publishArticle(author: EmulatorUser): Promise<string> {
  const [signed] = await api('POST', `${ORCH}/contents/pre_sign_urls`, author.idToken, {
    files: [
      { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: null, size_bytes: PNG.length },
    ],
  });
  await fetch(signed.upload_url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG),
  });
  const reserved = await api('POST', `${ORCH}/contents/reserved`, author.idToken, { kind: 'article' });
  const saved = await api('PUT', `${ORCH}/contents/${reserved.content_id}`, author.idToken, {
    revision: reserved.revision,
    title: 'Khao soi in Chiang Mai',
    summary: 'Where the locals eat',
    language: 'en',
    cover: { image_id: signed.image_id, url: signed.url, blurhash: null, width: 1, height: 1 },
    sections: [{ section_id: 'intro', type: 'text', html: '<p>Curry noodles, crispy on top.</p>' }],
    category_ids: [],
  });
  await api('POST', `${ORCH}/contents/published/${reserved.content_id}`, author.idToken, { revision: saved.revision });
  return reserved.content_id as string;
}

async function signedInPage(user: EmulatorUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await logInThroughUi(page, stack.url, user);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return { context, page };
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('my own words and my account, end to end', () => {
  it('a reader edits and deletes their comment; the reply stays under the "deleted" placeholder', async () => {
    const author = await readyUser('author');
    const reader = await readyUser('reader');
    const other = await readyUser('other');
    const contentId = await publishArticle(author);
    const { context, page } = await signedInPage(reader);
    await explainingFailure(page, async () => {
      await page.goto(`${stack.url}/contents/${contentId}`);
      await page.locator('#root[data-interactive="true"]').waitFor();
      await page.getByRole('textbox', { name: 'Write a comment' }).fill('Best noodels ever');
      await page.getByRole('button', { name: 'Post comment' }).click();
      const mine = page.locator('.reader-comment', { hasText: 'Best noodels ever' });
      await mine.waitFor();

      const [posted] = (await api('GET', `${COMMENTS}/contents/${contentId}/comments`, null)) as {
        comment_id: string;
      }[];
      await api('POST', `${COMMENTS}/comments/${posted.comment_id}/replies`, other.idToken, { text: 'Agreed!' });

      await mine.getByRole('button', { name: 'Edit' }).click();
      const field = page.getByRole('textbox', { name: 'Edit your comment' });
      await field.fill('Best noodles ever');
      // Exactly "Save": the content's own "Save <title>" is on the page too.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const edited = page.locator('.reader-comment', { hasText: 'Best noodles ever' });
      await edited.getByTestId('comment-edited').waitFor();

      // Others read the new words on their next read.
      await page.reload();
      await page.locator('.reader-comment__text', { hasText: 'Best noodles ever' }).waitFor();
      await expect(page.getByRole('heading', { level: 2, name: 'Comments (2)' }).count()).resolves.toBe(1);

      const item = page.locator('.reader-comment', { hasText: 'Best noodles ever' });
      await item.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Delete this comment? Its words cannot be brought back.').waitFor();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await page.getByTestId('comment-deleted').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Comments (1)' }).waitFor();
      await page.getByRole('button', { name: 'View replies (1)' }).click();
      await page.locator('.reader-comment__text', { hasText: 'Agreed!' }).waitFor();
      await expect(page.locator('.reader-comment__text', { hasText: 'Best noodles ever' }).count()).resolves.toBe(0);
    });
    await context.close();
  });

  it('a user downloads their data, deletes their account with their password, cannot sign in again, and their profile is 404', async () => {
    const user = await readyUser('leaving');
    const profileUrl = `${stack.url}/profiles/${user.username}`;
    const profilePage = () => fetch(profileUrl, { headers: { accept: 'text/html' } });
    expect((await profilePage()).status).toBe(200);
    const { context, page } = await signedInPage(user);
    await explainingFailure(page, async () => {
      await page.goto(`${stack.url}/settings/profile`);
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Your data and account' }) });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^travelogue-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(data.account).toMatchObject({ user_id: user.userId, email: user.email });
      expect(data.profile).toMatchObject({ username: user.username });

      await section.getByRole('button', { name: 'Delete my account…' }).click();
      await section.getByLabel('Enter your password to confirm').fill(user.password);
      await section.getByRole('button', { name: 'Delete my account forever' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText(/Your account was deleted\. Goodbye/).waitFor();

      await fillLoginForm(page, user);
      await page.getByRole('alert').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
    expect((await profilePage()).status).toBe(404);
    await context.close();
  });
});
