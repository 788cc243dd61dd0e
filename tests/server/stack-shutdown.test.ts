import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../../scripts/lib/emulator';
import { stopStack, type StoppableChild } from '../../scripts/lib/stop-stack';
import { uniqueEmail } from './helpers/emulator-users';

/** A child process that records the signals it gets and exits on SIGTERM unless told to ignore it. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  constructor(
    private readonly log: string[],
    private readonly ignoresSigterm = false,
  ) {
    super();
  }
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.log.push(`server ${signal}`);
    if (signal === 'SIGTERM' && this.ignoresSigterm) return true;
    setTimeout(() => {
      this.signalCode = signal;
      this.log.push('server exited');
      this.emit('exit', null, signal);
    }, 20);
    return true;
  }
}

const fakeEmulator = (log: string[]) => ({
  stop: async () => {
    log.push('emulator stop');
  },
});

describe('npm start shutdown order (Ctrl-C stops every child; a second start reuses .data)', () => {
  it('stops the server first and only then asks the emulator to save its accounts and stop', async () => {
    const log: string[] = [];
    await stopStack({ children: [new FakeChild(log) as unknown as StoppableChild], emulator: fakeEmulator(log) });
    expect(log).toEqual(['server SIGTERM', 'server exited', 'emulator stop']);
  });

  it('a server that ignores SIGTERM is killed after the grace period, and the emulator is still stopped', async () => {
    const log: string[] = [];
    await stopStack(
      { children: [new FakeChild(log, true) as unknown as StoppableChild], emulator: fakeEmulator(log) },
      50,
    );
    expect(log).toEqual(['server SIGTERM', 'server SIGKILL', 'server exited', 'emulator stop']);
  });

  it('a server that already exited (it got the Ctrl-C too) is not signalled again', async () => {
    const log: string[] = [];
    const gone = Object.assign(new FakeChild(log), { exitCode: 0 });
    await stopStack({ children: [gone as unknown as StoppableChild], emulator: fakeEmulator(log) });
    expect(log).toEqual(['emulator stop']);
  });
});

async function identity(url: string, method: string, body: unknown): Promise<Response> {
  return fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
  });
}

describe('Auth emulator data folder (a second start reuses the emulator accounts)', () => {
  // The global setup's emulator runs for the same demo project: the case where firebase-tools'
  // --export-on-exit looked up the wrong hub and saved nothing.
  it('accounts survive stop and start with the same folder while another emulator of the project is running', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'travelogue-auth-data-'));
    const account = { email: uniqueEmail('restart'), password: 'secret-pass-1' };
    try {
      const first = await startAuthEmulator({ dataDir, quiet: true });
      try {
        expect((await identity(first.url, 'signUp', account)).status).toBe(200);
      } finally {
        await first.stop();
      }
      const second = await startAuthEmulator({ dataDir, quiet: true });
      try {
        expect((await identity(second.url, 'signInWithPassword', account)).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
