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
    ['src/infrastructure/a.ts', "import { observer } from 'mobx-react-lite';", 'only src/ui may import mobx-react-lite'],
    ['server/a.ts', "import { x } from '../src/ui/b';", 'may not import'],
    ['server/a.ts', "import { x } from '../src/infrastructure/b';", 'may not import'],
    ['src/domain/a.ts', "const m = await import('../ui/b');", 'may not import'],
    ['src/ui/reader/a.tsx', "import { FetchPublicContentApi } from '../../infrastructure/reader/fetch-public-content-api';", 'may not import'],
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
    ['server/a.ts', "import { ErrorCode } from '../src/domain/errors/error-codes';"],
  ])('allows %s: %s', (file, source) => {
    expect(findViolations(tree({ [file]: source }))).toEqual([]);
  });
});
