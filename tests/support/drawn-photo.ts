import type { Page } from 'playwright-core';

/**
 * A 640×400 JPEG photo drawn by the browser itself (a colour field with a sun), so the e2e tests ship no binary
 * fixture. Not square, so a turned upload is told from the original by its size.
 */
export async function drawnPhoto(page: Page, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 640, 400);
    ctx.fillStyle = '#fde68a';
    ctx.beginPath();
    ctx.arc(460, 120, 70, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  }, color);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
