import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startAuthEmulator, type RunningEmulator } from '../lib/emulator';
import { freePort, isPortFree } from '../lib/ports';
import { ensureSpaBuilt, localViteEnv, root } from '../lib/spa-build';

/**
 * What the browser figures run against: the production build served by the real server (PGlite, in a process of
 * its own), the demo users in a Firebase Auth emulator (so one can sign in), and the floor page. The build is
 * copied to a folder of the bench's own, so the floor file never lands in dist/ and a running `npm start` is untouched.
 */
export interface BrowserStack {
  readonly base: string;
  readonly contentId: string;
  readonly tripId: string;
  /** The static floor: the article's text and cover as one plain HTML file, served by the same server. */
  readonly floorPath: string;
  /** Why the emulator is missing (sign-in figures are skipped then), or null. */
  readonly emulatorUnavailable: string | null;
  stop(): Promise<void>;
}

export const FLOOR_FILE = 'bench-floor.html';
const CONTENT_READ = '/api/content-platform/content-query-service/v1/contents';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

interface ContentWire {
  readonly title: string;
  readonly summary: string;
  readonly language: string;
  readonly cover: { readonly url: string; readonly width: number; readonly height: number } | null;
  readonly sections: readonly { readonly type: string; readonly html?: string }[];
}

/** The floor: the article's title, summary, cover and text sections, no script, one inline style; .br and .gz beside it. */
async function writeFloor(base: string, contentId: string, webDir: string): Promise<void> {
  const response = await fetch(`${base}${CONTENT_READ}/${contentId}`);
  if (!response.ok) throw new Error(`content read answered ${response.status}`);
  const { data } = (await response.json()) as { data: ContentWire };
  const cover = data.cover
    ? `<img src="${escapeHtml(new URL(data.cover.url, base).pathname)}" width="${data.cover.width}" height="${data.cover.height}" alt="">`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(data.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title>
<style>body{margin:0 auto;max-width:720px;padding:16px;font:16px/1.6 system-ui,sans-serif;color:#1f2933}img{max-width:100%;height:auto;display:block}</style>
</head><body><main><article><h1>${escapeHtml(data.title)}</h1><p>${escapeHtml(data.summary)}</p>${cover}
${data.sections
  .filter((s) => s.type === 'text' && s.html)
  .map((s) => s.html)
  .join('\n')}
</article></main></body></html>
`;
  const file = path.join(webDir, FLOOR_FILE);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
}

function startServerChild(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; info: { base: string; contentId: string; tripId: string } }> {
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts/bench/bench-server-child.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the bench server did not start in 120 s: ${output.slice(-500)}`));
    }, 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^BENCH_SERVER (.+)$/m.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve({ child, info: JSON.parse(line[1]) });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited ${code}: ${output.slice(-800)}`));
    });
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

export async function startBrowserStack(): Promise<BrowserStack> {
  // The SPA has the emulator's URL built in: on the default port the build is `npm start`'s own dist/ (no rebuild
  // when it is current); when that port is taken, a build of the bench's own for a free port.
  const preferred = Number(process.env.FIREBASE_AUTH_PORT ?? 9099);
  const port = (await isPortFree(preferred)) ? preferred : await freePort();
  const distDir = port === 9099 ? path.join(root, 'dist') : path.join(root, '.tmp', 'dist-bench');
  ensureSpaBuilt(localViteEnv(`http://127.0.0.1:${port}`), distDir);

  const webDir = path.join(root, '.tmp', `bench-web-${process.pid}`);
  const cleanup: (() => Promise<void> | void)[] = [
    () => {
      fs.rmSync(webDir, { recursive: true, force: true });
      fs.rmSync(`${webDir}-ssr`, { recursive: true, force: true });
    },
  ];
  const stop = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    fs.cpSync(distDir, webDir, { recursive: true });
    if (fs.existsSync(`${distDir}-ssr`)) fs.cpSync(`${distDir}-ssr`, `${webDir}-ssr`, { recursive: true });
    let emulator: RunningEmulator | null = null;
    let emulatorUnavailable: string | null = null;
    try {
      emulator = await startAuthEmulator({ port, quiet: true });
      const running = emulator;
      cleanup.push(() => running.stop());
    } catch (error) {
      emulatorUnavailable = `the Firebase Auth emulator did not start: ${(error as Error).message.split('\n')[0]}`;
    }
    const { child, info } = await startServerChild({
      BENCH_KIND: 'pglite',
      BENCH_STATIC_DIR: webDir,
      BENCH_EMULATOR_HOST: emulator?.host ?? '',
    });
    cleanup.push(() => stopChild(child));
    await writeFloor(info.base, info.contentId, webDir);
    return { ...info, floorPath: `/${FLOOR_FILE}`, emulatorUnavailable, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
