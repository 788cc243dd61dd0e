import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/kernel/config';

describe('readServerConfig (configuration variables)', () => {
  it('defaults: port 8080 on 127.0.0.1, ./.data, PGlite, demo project, CORS closed, demo seeding on', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: null,
      firebaseProjectId: 'demo-travelogue',
      firebaseAuthEmulatorHost: null,
      staticDir: path.resolve('dist'),
      publicUrl: 'http://localhost:8080',
      corsOrigins: [],
      seedDemo: true,
      bodyLimitBytes: 1048576,
    });
    expect(config.line).toEqual({
      channelId: null,
      channelSecret: null,
      apiUrl: 'https://api.line.me',
      redirectUri: 'http://localhost:8080/_/login-line/callback',
      messagingToken: null,
      officialAccountId: null,
    });
    // No per-process random key; the server takes the one kept in the database.
    expect(config.uploadSigningSecret).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.shutdownTimeoutMs).toBe(10000);
  });

  it('TRUST_PROXY: false, true, a hop count or a list of addresses/CIDRs; anything else refused', () => {
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readServerConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => readServerConfig({ TRUST_PROXY: 'nginx.local' })).toThrow(/TRUST_PROXY/);
  });

  it('every variable overrides its default', () => {
    const config = readServerConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://a@b/c',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      STATIC_DIR: '/srv/spa',
      PUBLIC_URL: 'https://t.example/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LINE_CHANNEL_ID: 'id',
      LINE_CHANNEL_SECRET: 's',
      LINE_API_URL: 'http://line.local/',
      LINE_REDIRECT_URI: 'https://t.example/cb',
      UPLOAD_SIGNING_SECRET: 'k',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_MAX: '5',
      BODY_LIMIT_BYTES: '10',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://a@b/c',
      firebaseProjectId: 'p',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      staticDir: '/srv/spa',
      publicUrl: 'https://t.example',
      corsOrigins: ['https://a.example', 'https://b.example'],
      uploadSigningSecret: 'k',
      seedDemo: false,
      rateLimitAuthMax: 5,
      bodyLimitBytes: 10,
      line: {
        channelId: 'id',
        channelSecret: 's',
        apiUrl: 'http://line.local',
        redirectUri: 'https://t.example/cb',
        messagingToken: null,
        officialAccountId: null,
      },
    });
  });

  it('refuses a malformed number instead of guessing', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
