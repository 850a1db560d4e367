// The built page (vite build output in WEB_DIR): static files, and index.html for every client-side
// route. Kept apart from app.ts so main.ts can serve the page before the database is ready.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

export function serveWebApp(app: Hono<AppEnv>, webDir: string): void {
  const root = path.relative(process.cwd(), webDir) || '.';
  app.use('/*', serveStatic({ root }));
  app.get('*', (c) => {
    const indexFile = path.join(webDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      return c.text('The page is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
