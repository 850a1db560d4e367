// Vite builds the React page from src/web into dist/web; in development /api goes to the Node server.
// Every browser the page supports knows <link rel="modulepreload">, so Vite's polyfill for it is left
// out of the entry chunk (first-load budgets: docs/performance.md).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  // The manifest tells the server which chunks a directly opened screen needs (src/server/first-screen-preloads.ts).
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
