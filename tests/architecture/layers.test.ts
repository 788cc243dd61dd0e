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
  ])('allows %s: %s', (file, source) => {
    expect(findViolations(tree({ [file]: source }))).toEqual([]);
  });
});
