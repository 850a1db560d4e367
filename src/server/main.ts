// The server process: configuration → database (migrated) → auth → HTTP app → listen on PORT.
// The port opens at once: the page is served immediately and API requests wait until the database is
// ready, so a slow first start (PGlite creating its data folder) never refuses a connection.
// Shuts down cleanly on SIGTERM/SIGINT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { App, AppEnv } from './app-env';
import { chooseAuthSecret, readConfig, settingsProblem } from './config';
import type { Database } from './db/database';
import { DataFolderInUseError } from './db/data-folder-lock';
import { securityHeaders } from './security-headers';
import { serveWebApp } from './web-app';

const settings = readConfig();
const problem = settingsProblem(settings);
if (problem) {
  console.error(`ohmlet refuses to start: ${problem}`);
  process.exit(1);
}
const secret = chooseAuthSecret(settings);
if ('problem' in secret) {
  console.error(`ohmlet refuses to start: ${secret.problem}`);
  process.exit(1);
}
if (secret.note) console.log(`ohmlet: ${secret.note}`);
const config = { ...settings, authSecret: secret.secret };
let database: Database | undefined;
let app: App | undefined;

// The heavy modules (auth, routes, database drivers) load after the port is open.
const ready: Promise<App> = (async () => {
  const [{ openServerDatabase }, { createAuth }, { createApp }, { scheduleGuestCleanup }] = await Promise.all([
    import('./pglite-memory'),
    import('./auth/create-auth'),
    import('./app'),
    import('./maintenance/guest-cleanup'),
  ]);
  // PGlite: a fresh folder is opened twice and given smaller shared buffers (pglite-memory.ts).
  database = await openServerDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  scheduleGuestCleanup(database);
  app = createApp({ config, database, auth: createAuth(config, database) });
  return app;
})();

// Until the app is ready the page is served at once and API calls wait for it.
const early = new Hono<AppEnv>();
early.use('*', securityHeaders({ https: config.baseUrl.startsWith('https:') }));
early.all('/api/*', async (c) => (await ready).fetch(c.req.raw, c.env));
serveWebApp(early, config.webDir);
ready.then(
  () => console.log(`ohmlet listening on http://localhost:${config.port} (database: ${database?.kind})`),
  (error: unknown) => {
    if (error instanceof DataFolderInUseError) console.error(`ohmlet refuses to start: ${error.message}`);
    else console.error('ohmlet failed to start:', error);
    process.exit(1);
  },
);

const server = serve({
  port: config.port,
  fetch: (request, env) => (app ?? early).fetch(request, env),
});
server.on('error', (error) => {
  console.error(`ohmlet cannot listen on port ${config.port}:`, error.message);
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`ohmlet: ${signal} received, shutting down`);
  // Open event streams would keep close() waiting forever; give them a moment, then end them.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 2000);
  server.close(() => {
    clearTimeout(force);
    Promise.all([database?.close(), import('./work/work-pool').then(({ closeWorkPool }) => closeWorkPool())])
      .catch((error: unknown) => console.error('Closing the database failed', error))
      .finally(() => process.exit(0));
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
