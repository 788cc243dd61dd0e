import { REQUEST_TIMEOUT_DEFAULT_MS } from '../../domain/constants/business-constants';

/**
 * Everything the SPA reads from its build environment, read in ONE place. `readAppConfig` takes an
 * `import.meta.env`-like object so tests (and the server-rendered config of a later issue) can pass values.
 */
export interface FirebaseConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
  /** e.g. 'http://127.0.0.1:9099': the Auth emulator of the embedded stack; null in production. */
  readonly authEmulatorUrl: string | null;
}

export interface LineConfig {
  /** Null when LINE Login is not configured: the LINE button then has nowhere to go. */
  readonly clientId: string | null;
  /** Joined to the page origin; the route is public (spec §2 /_/login-line/callback). */
  readonly redirectPath: string;
  readonly authorizeUrl: string;
  /** Base of LINE's own API (verify, profile): configurable so tests can stand up a fake LINE. */
  readonly apiUrl: string;
}

export interface AppConfig {
  readonly firebase: FirebaseConfig;
  /** 'local' reads bundled defaults (embedded stack); 'firebase' reads Firebase Remote Config. */
  readonly remoteConfig: 'local' | 'firebase';
  /**
   * Remote-config values of this build (`VITE_REMOTE_CONFIG_VALUES`, a JSON object of key → string): they replace
   * the bundled defaults, so a deployment without Firebase Remote Config (or before its first fetch) has them.
   */
  readonly remoteConfigValues: Readonly<Record<string, string>>;
  /** Prefix for /api, /private/api, /public/api: '' for the same origin. */
  readonly apiBaseUrl: string;
  /** Request timeout in ms; 0 means none (spec §7, §9). */
  readonly requestTimeoutMs: number;
  readonly line: LineConfig;
}

export type EnvLike = Readonly<Record<string, string | boolean | undefined>>;

const DEMO_PROJECT_ID = 'demo-travelogue';

function text(env: EnvLike, key: string): string | null {
  const value = env[key];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function stringRecord(env: EnvLike, key: string): Readonly<Record<string, string>> {
  const raw = text(env, key);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!valid) throw new Error(`${key} must be a JSON object of string values, got "${raw}"`);
  return parsed as Record<string, string>;
}

function nonNegativeInt(env: EnvLike, key: string, fallback: number): number {
  const raw = text(env, key);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function readAppConfig(env: EnvLike): AppConfig {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
  const remote = text(env, 'VITE_REMOTE_CONFIG') ?? 'local';
  if (remote !== 'local' && remote !== 'firebase')
    throw new Error(`VITE_REMOTE_CONFIG must be 'local' or 'firebase', got "${remote}"`);
  return {
    firebase: {
      // A demo project on the emulator accepts any API key; production builds set the real one.
      apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: text(env, 'VITE_FIREBASE_APP_ID') ?? `1:000000000000:web:${projectId}`,
      authEmulatorUrl: text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL'),
    },
    remoteConfig: remote,
    remoteConfigValues: stringRecord(env, 'VITE_REMOTE_CONFIG_VALUES'),
    apiBaseUrl: (text(env, 'VITE_API_BASE_URL') ?? '').replace(/\/+$/, ''),
    requestTimeoutMs: nonNegativeInt(env, 'VITE_REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_DEFAULT_MS),
    line: {
      clientId: text(env, 'VITE_LINE_CLIENT_ID'),
      redirectPath: text(env, 'VITE_LINE_REDIRECT_PATH') ?? '/_/login-line/callback',
      authorizeUrl: text(env, 'VITE_LINE_AUTHORIZE_URL') ?? 'https://access.line.me/oauth2/v2.1/authorize',
      apiUrl: (text(env, 'VITE_LINE_API_URL') ?? 'https://api.line.me').replace(/\/+$/, ''),
    },
  };
}
