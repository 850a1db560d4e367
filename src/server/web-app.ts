// The built page (vite build output in WEB_DIR): static files, and index.html for every client-side
// route, compressed and cached as static-delivery.ts explains. Kept apart from app.ts so main.ts can
// serve the page before the database is ready.
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { firstScreenPreloads } from './first-screen-preloads';
import { indexHtml, staticFiles, warmStaticFiles } from './static-delivery';

export function serveWebApp(app: Hono<AppEnv>, webDir: string): void {
  warmStaticFiles(webDir);
  app.use('/*', staticFiles(webDir));
  app.get('*', (c) => {
    return indexHtml(c, webDir, firstScreenPreloads(webDir, c.req.path)) ?? c.text('The page is not built yet: run `npm run build` (npm start does it for you).', 503);
  });
}
