import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from './lib/layer-rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = findViolations(root);
if (violations.length) {
  console.error('The dependency rule of the architecture page is broken:');
  for (const v of violations) console.error(`  ${v.file}: '${v.specifier}' — ${v.reason}`);
  process.exit(1);
}
console.log('Layer rule: ok');
