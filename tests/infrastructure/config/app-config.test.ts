import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../../src/infrastructure/config/app-config';
import { LocalRemoteConfigSource } from '../../../src/infrastructure/config/local-remote-config-source';
import { remoteConfigDefaults } from '../../../src/infrastructure/config/remote-config-defaults';
import {
  FirebaseRemoteConfigSource,
  REMOTE_CONFIG_SETTINGS,
} from '../../../src/infrastructure/firebase/firebase-remote-config-source';

describe('readAppConfig — one place for the build environment', () => {
  it('embedded defaults: demo project, local remote config, same-origin API, no timeout (spec §7 §9), LINE off', () => {
    const config = readAppConfig({});
    expect(config.firebase).toMatchObject({ projectId: 'demo-travelogue', authEmulatorUrl: null });
    expect(config.remoteConfig).toBe('local');
    expect(config.apiBaseUrl).toBe('');
    expect(config.requestTimeoutMs).toBe(0);
    expect(config.line).toEqual({
      clientId: null,
      redirectPath: '/_/login-line/callback',
      authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
      apiUrl: 'https://api.line.me',
    });
  });

  it('reads every VITE_ variable', () => {
    const config = readAppConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'travelogue.example',
      VITE_FIREBASE_PROJECT_ID: 'travelogue-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_REMOTE_CONFIG: 'firebase',
      VITE_API_BASE_URL: 'https://api.example/',
      VITE_REQUEST_TIMEOUT_MS: '15000',
      VITE_LINE_CLIENT_ID: '165',
      VITE_LINE_REDIRECT_PATH: '/line',
      VITE_LINE_API_URL: 'http://127.0.0.1:7000/',
    });
    expect(config).toMatchObject({
      firebase: {
        apiKey: 'key',
        authDomain: 'travelogue.example',
        projectId: 'travelogue-prod',
        appId: '1:2:web:3',
        authEmulatorUrl: 'http://127.0.0.1:9099',
      },
      remoteConfig: 'firebase',
      apiBaseUrl: 'https://api.example',
      requestTimeoutMs: 15000,
      line: { clientId: '165', redirectPath: '/line', apiUrl: 'http://127.0.0.1:7000' },
    });
  });

  it('blank values count as unset', () => {
    expect(
      readAppConfig({ VITE_FIREBASE_AUTH_EMULATOR_URL: '  ', VITE_LINE_CLIENT_ID: '' }).firebase.authEmulatorUrl,
    ).toBeNull();
  });

  it('refuses values it cannot use rather than guessing', () => {
    expect(() => readAppConfig({ VITE_REMOTE_CONFIG: 'remote' })).toThrow(/VITE_REMOTE_CONFIG/);
    expect(() => readAppConfig({ VITE_REQUEST_TIMEOUT_MS: '-1' })).toThrow(/VITE_REQUEST_TIMEOUT_MS/);
    for (const bad of ['not json', '["a"]', '{"a": 1}', '"x"'])
      expect(() => readAppConfig({ VITE_REMOTE_CONFIG_VALUES: bad })).toThrow(/VITE_REMOTE_CONFIG_VALUES/);
  });

  it('a build may carry remote-config values of its own (a deployment without Firebase Remote Config)', () => {
    expect(readAppConfig({}).remoteConfigValues).toEqual({});
    const links = JSON.stringify({ app_store: 'https://apps.apple.com/app/id1', google_play: '' });
    expect(readAppConfig({ VITE_REMOTE_CONFIG_VALUES: JSON.stringify({ app_store_links: links }) })).toMatchObject({
      remoteConfigValues: { app_store_links: links },
    });
  });
});

describe('remote config sources — spec §7 §9', () => {
  it('spec §7: the local source answers bundled defaults as strings that parse as JSON', async () => {
    const source = new LocalRemoteConfigSource();
    await source.load();
    expect(JSON.parse(source.getString('line_login_enabled'))).toBe(true);
    expect(JSON.parse(source.getString('feature_flags'))).toMatchObject({ polls: true });
    for (const value of Object.values(remoteConfigDefaults)) expect(() => JSON.parse(value)).not.toThrow();
  });

  it('the bundled store links are empty: the embedded stack knows no store listing, so none is shown', () => {
    expect(JSON.parse(new LocalRemoteConfigSource().getString('app_store_links'))).toEqual({
      app_store: '',
      google_play: '',
    });
  });

  it('an unknown key reads as an empty string, as Firebase Remote Config answers', () => {
    expect(new LocalRemoteConfigSource().getString('nope')).toBe('');
    expect(new LocalRemoteConfigSource({ toString: 'x' } as Record<string, string>).getString('hasOwnProperty')).toBe(
      '',
    );
  });

  it('spec §9: Firebase Remote Config uses a 10 000 ms minimum fetch interval and fetch timeout', () => {
    expect(REMOTE_CONFIG_SETTINGS).toEqual({ minimumFetchIntervalMillis: 10_000, fetchTimeoutMillis: 10_000 });
  });

  it('Firebase Remote Config answers the bundled defaults before its first fetch (no SDK download needed)', () => {
    const source = new FirebaseRemoteConfigSource(() => Promise.reject(new Error('must not load')));
    expect(source.getString('show_download_app')).toBe(remoteConfigDefaults.show_download_app);
  });

  it('a failed fetch surfaces as an AppError', async () => {
    const source = new FirebaseRemoteConfigSource(() => Promise.reject(new Error('offline')));
    await expect(source.load()).rejects.toMatchObject({ name: 'AppError', code: 9999 });
  });
});
