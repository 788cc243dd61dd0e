import { buildServer, type BuiltServer } from './app';
import { readServerConfig } from './kernel/config';
import { seedDemoContents } from './seed/seed-demo-contents';
import { seedDemoReport } from './seed/seed-demo-moderation';
import { seedDemoSaved } from './seed/seed-demo-saved';
import { seedDemoUsers, type SeededUser } from './seed/seed-demo-users';
import { seedDemoWallet } from './seed/seed-demo-wallet';

/** `npm run server`: read config, build, seed demo users and contents when SEED_DEMO, listen; clean exit on signals. */
async function main(): Promise<void> {
  const config = readServerConfig();
  let server: BuiltServer;
  try {
    server = await buildServer(config);
  } catch (error) {
    console.error(`Travelogue API failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (config.seedDemo) {
    // A demo user that cannot be seeded (its name taken by a real account) is reported; the server still starts.
    try {
      const users = await seedDemoUsers(server.deps);
      console.log('Demo users (email / password):');
      for (const user of users) console.log(`  ${user.email} / ${user.password}${seededNote(user)}`);
    } catch (error) {
      console.error(`Demo users were not seeded: ${(error as Error).message}`);
    }
    // Demo contents are a nicety: a failure there is reported, and the server still starts.
    try {
      const contents = await seedDemoContents(server.deps);
      if (contents.placesAdded + contents.contentsAdded > 0) {
        console.log(
          `Demo contents: ${contents.contentsAdded} added (${contents.publishedAdded} published), ${contents.commentsAdded} comments, ${contents.placesAdded} places`,
        );
      }
      // One open reader's report, so the moderator's queue is not empty.
      if (await seedDemoReport(server.deps)) console.log('Demo moderation: 1 open report in the queue');
      // A reader's Saved (places, stories, a public list), so /saved and /lists/:id are not empty.
      const saved = await seedDemoSaved(server.deps);
      if (saved.listAdded) console.log(`Demo saved: malee keeps ${saved.itemsAdded} items, one list public`);
    } catch (error) {
      console.error(`Demo contents were not seeded: ${(error as Error).message}`);
    }
    // The demo polls and campaigns build on the demo users and contents.
    try {
      const wallet = await seedDemoWallet(server.deps);
      if (wallet.pollsAdded + wallet.campaignsAdded + wallet.entriesAdded > 0) {
        console.log(
          `Demo wallet: ${wallet.pollsAdded} polls (${wallet.votesAdded} votes), ${wallet.campaignsAdded} campaigns, ${wallet.entriesAdded} entries`,
        );
      }
    } catch (error) {
      console.error(`Demo polls and campaigns were not seeded: ${(error as Error).message}`);
    }
  }
  try {
    await server.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await server.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use; set PORT to use another`);
    } else {
      console.error(`Travelogue API failed to listen: ${(error as Error).message}`);
    }
    process.exit(1);
  }
  console.log(`Travelogue API listening on http://localhost:${config.port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Stop accepting (new requests answer 503), let in-flight requests and event streams finish, close
    // the change feed and the pool; past SHUTDOWN_TIMEOUT_MS exit anyway rather than hang a deploy.
    setTimeout(() => {
      console.error(`Travelogue API did not stop within ${config.shutdownTimeoutMs} ms of ${signal}; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Error while stopping on ${signal}: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const seededNote = (user: SeededUser): string =>
  (user.moderator ? ' (moderator)' : '') +
  (user.relinked ? ' (account recreated, profile kept)' : user.created ? '' : ' (existing)');

void main();
