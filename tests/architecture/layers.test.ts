import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations } from '../../scripts/lib/layer-rules';

const root = path.resolve(__dirname, '../..');

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('architecture: the dependency rule', () => {
  it('holds for the whole source tree', () => {
    expect(findViolations(root)).toEqual([]);
  });

  it.each([
    ['src/domain/a.ts', "import dayjs from 'dayjs';", 'src/domain imports no packages'],
    ['src/domain/a.ts', "import { x } from '../application/b';", 'may not import'],
    ['src/application/a.ts', "import axios from 'axios';", 'src/application imports no packages'],
    ['src/application/a.ts', "import { x } from '../infrastructure/b';", 'may not import'],
    ['src/ui/a.tsx', "import { getAuth } from 'firebase/auth';", 'only src/infrastructure may import firebase'],
    ['src/ui/a.tsx', "import { HttpClient } from '../infrastructure/http/http-client';", 'may not import'],
    [
      'src/infrastructure/a.ts',
      "import { observer } from 'mobx-react-lite';",
      'only src/ui may import mobx-react-lite',
    ],
    ['server/kernel/a.ts', "import { x } from '../../src/ui/b';", 'may not import'],
    ['server/kernel/a.ts', "import { x } from '../../src/infrastructure/b';", 'may not import'],
    ['src/domain/a.ts', "const m = await import('../ui/b');", 'may not import'],
    [
      'src/ui/reader/a.tsx',
      "import { FetchPublicContentApi } from '../../infrastructure/reader/fetch-public-content-api';",
      'may not import',
    ],
    ['src/contract/a.ts', "import axios from 'axios';", 'src/contract imports no packages'],
    ['src/contract/a.ts', "import { x } from '../application/b';", 'may not import'],
    ['src/application/a.ts', "import type { X } from '../contract/b';", 'may not import'],
    ['server/stray.ts', '', 'belongs to no layer'],
    [
      'server/content/content.use-cases.ts',
      "import { contentRepository } from './content.repository';",
      'may not import',
    ],
    [
      'server/content/content.use-cases.ts',
      "import { usersRepository } from '../users/users.repository';",
      "another module's",
    ],
    ['server/content/content.use-cases.ts', "import { registerRoutes } from '../http/route-table';", 'may not import'],
    ['server/content/content.use-cases.ts', "import { openPgDatabase } from '../db/pg-database';", 'may not import'],
    ['server/content/content.use-cases.ts', "import { randomBytes } from 'node:crypto';", 'no packages'],
    ['server/content/content.use-cases.ts', "import { buildServer } from '../app';", 'may not import'],
    // The composition root sits on top: the kernel every module imports reaches up into none of them.
    ['server/kernel/deps.ts', "import { createContentModule } from '../content/content.module';", 'may not import'],
    [
      'server/kernel/clock.ts',
      "import type { ContentUseCases } from '../content/content.use-cases';",
      'may not import',
    ],
    ['server/kernel/deps.ts', "import { buildServer } from '../app';", 'may not import'],
    // The edge does not know the reader pages; the reader pages reach modules only through the data source handed in.
    ['server/http/route-table.ts', "import { installSpa } from '../reader-pages/spa';", 'may not import'],
    ['server/reader-pages/reader-data.ts', "import { x } from '../content/content.use-cases';", 'may not import'],
    ['server/reader-pages/spa.ts', "import pg from 'pg';", 'may not import pg'],
    ['server/app-helpers.ts', '', 'belongs to no layer'],
    ['server/content/content.repository.ts', "import { x } from '../http/route-table';", 'may not import'],
    ['server/content/content.repository.ts', "import { x } from './content.use-cases';", 'may not import'],
    ['server/content/content.routes.ts', "import { contentRepository } from './content.repository';", 'may not import'],
    ['server/content/content.routes.ts', "import { x } from '../users/users.routes';", 'may not import'],
    ['server/http/error-handler.ts', "import { x } from '../content/content.use-cases';", 'may not import'],
    ['server/http/error-handler.ts', "import pg from 'pg';", 'may not import pg'],
    ['server/kernel/deps.ts', "import { x } from '../adapters/line-client';", 'may not import'],
    ['server/kernel/deps.ts', "import Fastify from 'fastify';", 'may not import fastify'],
    ['server/db/pg-database.ts', "import { x } from '../http/route-table';", 'may not import'],
    ['server/adapters/line-client.ts', "import Fastify from 'fastify';", 'may not import fastify'],
    ['server/users/users.use-cases.ts', "import { getAuth } from 'firebase-admin/auth';", 'no packages'],
    ['server/seed/seed.ts', "import { contentRoutes } from '../content/content.routes';", 'may not import'],
    [
      'server/content/content.use-cases.ts',
      "import { x } from '../../src/infrastructure/http/b';",
      'server may not import',
    ],
    // Inside src/ui: components/ is shared and imports no screen or route; screens import no other screen.
    ['src/ui/components/shell/a.tsx', "import { x } from '../../pages/settings/b';", 'shared parts import no screen'],
    [
      'src/ui/components/a/a.tsx',
      "import { x } from '../../reader/trip/trip-itinerary';",
      'shared parts import no screen',
    ],
    ['src/ui/components/a/a.tsx', "import { x } from '../../editor/stores/editor-services';", 'shared parts import no'],
    [
      'src/ui/components/a/a.tsx',
      "import { x } from '../../routes/redirect';",
      'shared parts import no screen or route',
    ],
    [
      'src/ui/pages/admin/a.tsx',
      "import { X } from '../../editor/components/cover-uploader';",
      'imports no other screen',
    ],
    ['src/ui/pages/admin/a.tsx', "import '../../editor/components/editor.css';", 'imports no other screen'],
    ['src/ui/pages/login/a.tsx', "import { x } from '../../routes/redirect';", 'no route'],
    ['src/ui/editor/a/a.tsx', "import { x } from '../../pages/settings/settings.page';", 'imports no other screen'],
    ['src/ui/editor/a/a.tsx', "import { x } from '../../reader/poll/poll-widget';", 'imports no other screen'],
    ['src/ui/reader/a/a.tsx', "import { x } from '../../pages/search/b';", 'imports no other screen'],
    ['src/ui/reader/a/a.tsx', "import { useStores } from '../../stores/stores-context';", 'may not import'],
    ['src/ui/stores/a.ts', "import { AppShell } from '../components/shell/app-shell';", 'may not import'],
    ['src/ui/hooks/a.ts', "import { x } from '../components/b';", 'is no zone of src/ui'],
    // The reader's side of the infrastructure stays free of axios and Inversify; the wire mapping is pure.
    ['src/infrastructure/reader/a.ts', "import { HttpClient } from '../http/http-client';", "reader's side stays free"],
    ['src/infrastructure/wire/a.ts', "import { x } from '../http/b';", "reader's side stays free"],
    ['src/infrastructure/reader/a.ts', "import { createContainer } from '../container';", "reader's side stays free"],
    ['src/infrastructure/wire/a.ts', "import axios from 'axios';", 'wire imports no packages'],
    ['src/infrastructure/reader/a.ts', "import { Container } from 'inversify';", 'reader may not import inversify'],
  ])('reports %s importing: %s', (file, source, reason) => {
    const dir = tree({ [file]: source });
    const violations = findViolations(dir);
    expect(violations).toHaveLength(1);
    expect(violations[0].reason).toContain(reason);
  });

  it.each([
    ['src/application/a.ts', "import { AppError } from '../domain/errors/app-error';"],
    ['src/infrastructure/a.ts', "import axios from 'axios';"],
    ['src/ui/a.tsx', "import { createContainer } from '../infrastructure/container';"],
    ['src/ui/reader/a.tsx', "import { createReaderServices } from '../../infrastructure/reader/reader-services';"],
    ['server/kernel/a.ts', "import { ErrorCode } from '../../src/domain/errors/error-codes';"],
    ['src/contract/a.ts', "import { Type } from '@sinclair/typebox';"],
    ['src/infrastructure/http/a.ts', "import type { ImageRefWire } from '../../contract/content.contract';"],
    ['server/main.ts', "import { buildServer } from './app';"],
    ['server/app.ts', "import { contentModule } from './content/content.module';"],
    ['server/app.ts', "import { installSpa } from './reader-pages/spa';"],
    ['server/reader-pages/spa.ts', "import { sendError } from '../http/error-handler';"],
    ['server/reader-pages/spa.ts', "import fastifyStatic from '@fastify/static';"],
    ['server/content/content.use-cases.ts', "import type { UsersUseCases } from '../users/users.use-cases';"],
    ['server/content/content.use-cases.ts', "import type { Database } from '../kernel/database.port';"],
    ['server/content/content.use-cases.ts', "import type { ContentWire } from '../../src/contract/content.contract';"],
    ['server/content/content.use-cases.ts', "import { toWire } from './content.mapper';"],
    ['server/content/content.repository.ts', "import type { ContentRow } from './content.ports';"],
    ['server/content/content-list.repository.ts', "import { CONTENT_COLUMNS } from './content.repository';"],
    ['server/content/content.routes.ts', "import type { RouteDef } from '../http/route-table';"],
    ['server/content/content.module.ts', "import { contentRepository } from './content.repository';"],
    ['server/db/pg-database.ts', "import pg from 'pg';"],
    ['server/adapters/firebase-identity.ts', "import { getAuth } from 'firebase-admin/auth';"],
    ['server/seed/seed.ts', "import { createContentUseCases } from '../content/content.use-cases';"],
    // The router knows every screen; screens and shared parts meet in components/ and the app-wide stores.
    ['src/ui/routes/a.tsx', "const Login = lazy(() => import('../pages/login/login.page'));"],
    ['src/ui/routes/a.tsx', "const Editor = lazy(() => import('../editor/pages/content-editor/content-editor.page'));"],
    ['src/ui/pages/admin/a.tsx', "import { PollFormStore } from '../../components/poll-form/poll-form.store';"],
    ['src/ui/pages/settings/a.tsx', "import { x } from '../personal-info/image-tools';"],
    ['src/ui/editor/a/a.tsx', "import { ModalDialog } from '../../components/modal-dialog/modal-dialog';"],
    ['src/ui/components/a/a.tsx', "import { useStores } from '../../stores/stores-context';"],
    ['src/ui/reader/a/a.tsx', "import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';"],
    ['src/ui/main.tsx', "import { AppRoutes } from './routes/app-routes';"],
    ['src/infrastructure/reader/a.ts', "import { pollFromWire } from '../wire/poll-mappers';"],
    ['src/infrastructure/http/a.ts', "import { pollFromWire } from '../wire/poll-mappers';"],
    ['src/infrastructure/reader/a.ts', "const { getAuth } = await import('firebase/auth');"],
  ])('allows %s: %s', (file, source) => {
    expect(findViolations(tree({ [file]: source }))).toEqual([]);
  });

  describe('concrete adapters are imported only by the two client composition roots', () => {
    const adapter = { 'src/infrastructure/http/http-x-api.ts': 'export class HttpXApi implements XApi {}' };
    const fetchAdapter = { 'src/infrastructure/reader/fetch-x-api.ts': 'export class FetchXApi implements XApi {}' };

    it.each([
      ['src/infrastructure/container.ts', "import { HttpXApi } from './http/http-x-api';"],
      ['src/infrastructure/di/x.module.ts', "import { HttpXApi } from '../http/http-x-api';"],
    ])('the SPA root %s may', (file, source) => {
      expect(findViolations(tree({ ...adapter, [file]: source }))).toEqual([]);
    });

    it('the reader root may', () => {
      const root = "import { FetchXApi } from './fetch-x-api';";
      expect(findViolations(tree({ ...fetchAdapter, 'src/infrastructure/reader/reader-services.ts': root }))).toEqual(
        [],
      );
    });

    it.each([
      ['src/infrastructure/media/upload.ts', "import { HttpXApi } from '../http/http-x-api';", adapter],
      ['src/infrastructure/reader/fetch-y-api.ts', "import { FetchXApi } from './fetch-x-api';", fetchAdapter],
    ])('%s may not', (file, source, files) => {
      const violations = findViolations(tree({ ...files, [file]: source }));
      expect(violations).toHaveLength(1);
      expect(violations[0].reason).toContain('may not import the concrete adapter');
    });

    it('a transport or a mapper that implements no port is shared freely', () => {
      const files = {
        'src/infrastructure/http/http-client.ts': 'export class HttpClient {}',
        'src/infrastructure/media/upload.ts': "import { HttpClient } from '../http/http-client';",
      };
      expect(findViolations(tree(files))).toEqual([]);
    });
  });
});
