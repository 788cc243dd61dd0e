import { randomBytes } from 'node:crypto';
import type { Queryable } from '../kernel/database.port';

/**
 * The secret named `name`, identical on every instance sharing this database: the first caller stores a fresh
 * random 256-bit key, every later caller (this or another instance) reads that same key.
 */
export async function sharedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`shared secret ${name} could not be stored`);
  return rows[0].value;
}
