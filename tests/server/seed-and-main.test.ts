import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, seedDemoUsers } from '../../server/seed/seed-demo-users';
import { signIn } from './helpers/emulator-users';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('demo users (npm start seeds demo users)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('seeds accounts that can sign in, log in and pass the spec §4 step 6 checks; a second run reuses them', async () => {
    const first = await seedDemoUsers(t.server.deps);
    const second = await seedDemoUsers(t.server.deps);
    expect(second.map((u) => u.userId)).toEqual(first.map((u) => u.userId));
    expect(second.every((u) => !u.created && !u.relinked)).toBe(true);
    const demo = DEMO_USERS[0];
    const token = await signIn(demo.email, demo.password);
    const login = await t.call('POST', '/api/user-auth-command-service/v1/login', {
      body: { token, lat: null, lng: null, device: 'vitest' },
    });
    expect(login.body.data.user_id).toBe(first[0].userId);
    expect((await t.call('GET', '/api/user-profile-query-service/v1/terms-of-use', { token })).body.data).toEqual({
      accepted: true,
    });
    expect((await t.call('GET', '/api/user-profile-query-service/v1/mandatory-fields', { token })).body.data).toEqual({
      yes: true,
      missing_fields: [],
    });
    const names = DEMO_USERS.map((u) => u.displayName).join(' ');
    expect(names).toMatch(/[\u0E00-\u0E7F]/);
    expect(names).toMatch(/[A-Za-z]/);
  });
});

describe('server/main.ts (a port in use gives a clear message)', () => {
  it('prints one line and exits 1 without a stack trace when PORT is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'travelogue-main-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          STATIC_DIR: '/nonexistent',
        },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Port ${port} is already in use; set PORT to use another`);
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
