import { createFirebaseIdentity } from '../server/adapters/firebase-identity';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/app';
import { systemClock } from '../server/kernel/clock';
import { readServerConfig } from '../server/kernel/config';
import { roleRepository } from '../server/moderation/roles.repository';

/**
 * `npm run grant-moderator -- someone@example.com [--revoke]`: grants (or takes back) the moderator
 * role of the user with that email, in the database the server's config names (DATABASE_URL, else the embedded
 * PGlite under DATA_DIR: stop the server first, PGlite is single-process). The user must have signed in once.
 */
async function main(args: readonly string[]): Promise<number> {
  const revoke = args.includes('--revoke');
  const emails = args.filter((a) => !a.startsWith('--'));
  if (emails.length !== 1 || !emails[0].includes('@')) {
    console.error('Usage: npm run grant-moderator -- someone@example.com [--revoke]');
    return 2;
  }
  const email = emails[0].trim();
  const config = readServerConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const rows = await db.query<{ user_id: string; email: string | null }>(
      'SELECT user_id, email FROM users WHERE lower(email) = lower($1) ORDER BY created_at LIMIT 1',
      [email],
    );
    if (rows.length === 0) {
      console.error(`No Travelogue user has the email ${email}${await identityHint(config, email)}.`);
      return 1;
    }
    const userId = rows[0].user_id;
    if (revoke) await roleRepository.revoke(db, userId, 'moderator');
    else await roleRepository.grant(db, userId, 'moderator', new Date(systemClock.now()));
    console.log(`${email} (user ${userId}) ${revoke ? 'is no longer' : 'is now'} a moderator.`);
    return 0;
  } finally {
    await db.close();
  }
}

/** Whether the identity provider knows the email (then the person has an account but never signed in here). */
async function identityHint(config: ReturnType<typeof readServerConfig>, email: string): Promise<string> {
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  });
  try {
    return (await identity.uidByEmail(email))
      ? ': the account exists at the identity provider but has never signed in to Travelogue; sign in once, then run this again'
      : '';
  } catch {
    return '';
  } finally {
    await identity.close().catch(() => undefined);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`grant-moderator failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
