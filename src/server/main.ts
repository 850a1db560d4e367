// The server process: configuration → database (migrated) → auth → HTTP app → listen on PORT.
// Shuts down cleanly on SIGTERM/SIGINT (stops accepting, closes streams and the database).
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { readConfig } from './config';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const auth = createAuth(config, database);
  const app = createApp({ config, database, auth });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`ohmlet listening on http://localhost:${info.port} (database: ${database.kind})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`ohmlet: ${signal} received, shutting down`);
    // Open event streams would keep close() waiting forever; give them a moment, then end them.
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 2000);
    server.close(() => {
      clearTimeout(force);
      database
        .close()
        .catch((error: unknown) => console.error('Closing the database failed', error))
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('ohmlet failed to start:', error);
  process.exit(1);
});
