import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentEditorService } from '../../../src/application/content/content-editor.service';
import { MyContentsService } from '../../../src/application/content/my-contents.service';
import { readAppConfig } from '../../../src/infrastructure/config/app-config';
import { LocalRemoteConfigSource } from '../../../src/infrastructure/config/local-remote-config-source';
import { createContainer, type ContainerOptions } from '../../../src/infrastructure/container';
import { TOKEN_NAMES, TOKENS } from '../../../src/infrastructure/di/tokens';
import { FirebaseAuthProvider } from '../../../src/infrastructure/firebase/firebase-auth-provider';
import { FirebaseRemoteConfigSource } from '../../../src/infrastructure/firebase/firebase-remote-config-source';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { CallLog } from '../../fakes/call-log';
import { InMemoryAuthProvider } from '../../fakes/in-memory-auth-provider';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { fail, ok, startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

const options: ContainerOptions = { origin: () => 'http://localhost:8080', browserLanguages: () => ['th-TH'] };

describe('createContainer — the composition root', () => {
  it('resolves every token', () => {
    const container = createContainer(readAppConfig({}), options);
    for (const name of TOKEN_NAMES) {
      const token: symbol = TOKENS[name];
      expect(container.inversify.get(token), name).toBeDefined();
    }
  });

  it('binds the real adapters: Firebase Auth, the spec §7 HTTP client, local remote config in the embedded stack', () => {
    const container = createContainer(readAppConfig({}), options);
    expect(container.get(TOKENS.authProvider)).toBeInstanceOf(FirebaseAuthProvider);
    expect(container.get(TOKENS.httpClient)).toBeInstanceOf(HttpClient);
    expect(container.get(TOKENS.remoteConfigSource)).toBeInstanceOf(LocalRemoteConfigSource);
    const production = createContainer(readAppConfig({ VITE_REMOTE_CONFIG: 'firebase' }), options);
    expect(production.get(TOKENS.remoteConfigSource)).toBeInstanceOf(FirebaseRemoteConfigSource);
  });

  it('gives one instance per container (services hold state) and separate ones per container', () => {
    const a = createContainer(readAppConfig({}), options);
    const b = createContainer(readAppConfig({}), options);
    expect(a.get(TOKENS.authService)).toBe(a.get(TOKENS.authService));
    expect(a.get(TOKENS.clock)).toBe(a.get(TOKENS.clock));
    expect(a.get(TOKENS.authService)).not.toBe(b.get(TOKENS.authService));
  });

  it("hands out the editor's own services at the first call, the same ones at every call after", async () => {
    const container = createContainer(readAppConfig({}), options);
    const load = container.get(TOKENS.contentEditing);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(first.contentEditor).toBeInstanceOf(ContentEditorService);
    expect(first.myContents).toBeInstanceOf(MyContentsService);
    expect(first.contentEditor.newId()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('spec §1 §9: starts in the browser language when no choice is stored', () => {
    expect(createContainer(readAppConfig({}), options).get(TOKENS.locale).current()).toBe('th');
    const english = createContainer(readAppConfig({}), { ...options, browserLanguages: () => ['fr-FR'] });
    expect(english.get(TOKENS.locale).current()).toBe('en');
  });
});

describe('createContainer — session wiring of the request wrapper (spec §4 §7)', () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());

  function signedInContainer() {
    const log = new CallLog();
    const provider = new InMemoryAuthProvider(log);
    provider.restoreSession({
      uid: 'uid-1',
      email: 'nid@example.com',
      emailVerified: true,
      providerIds: ['password'],
      displayName: null,
      photoUrl: null,
    });
    const container = createContainer(readAppConfig({ VITE_API_BASE_URL: server.url }), {
      ...options,
      overrides: [
        ({ rebind }) => {
          rebind(TOKENS.authProvider).toConstantValue(provider);
          rebind(TOKENS.keyValueStore).toConstantValue(new InMemoryKeyValueStore());
        },
      ],
    });
    return { container, log };
  }

  it('spec §4 §7: private calls carry the access-token service token as bearer', async () => {
    server.handle(() => ok({ user_id: 'u1', display_name: 'Nid' }));
    const { container } = signedInContainer();
    await expect(container.get(TOKENS.userProfileApi).me()).resolves.toMatchObject({ userId: 'u1' });
    expect(server.requests.at(-1)?.headers.authorization).toMatch(/^Bearer id-token:uid-1:\d+$/);
  });

  it('spec §4 §7: a session-ending 401 runs the auth service logout (backend told, provider signed out)', async () => {
    server.handle((req) => (req.url.startsWith('/private/') ? fail(401, 4010100001) : ok({})));
    const { container, log } = signedInContainer();
    await expect(container.get(TOKENS.userProfileApi).me()).rejects.toMatchObject({ details: { status: 401 } });
    await vi.waitFor(() => expect(log.entries).toContain('authProvider.signOut'));
    expect(server.requests.some((r) => r.url === '/api/user-auth-command-service/v1/logout')).toBe(true);
  });
});
