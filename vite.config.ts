// Vite builds the React page from src/web into dist/web; in development /api goes to the Node server.
// Every browser the page supports knows <link rel="modulepreload">, so Vite's polyfill for it is left
// out of the entry chunk (first-load budgets: docs/performance.md).
// The built page runs on Preact's React-compatible layer instead of React DOM (~11 KB gzipped against
// 61 KB, in every first load): the code is written against React's API and types, and the aliases
// below swap the implementation at build time only. Its known differences from React, and how the
// page stays clear of them, are in docs/performance.md "React's API on Preact". React Router asks for
// `use` and `useOptimistic`, which Preact lacks; it checks for them and falls back (build warnings).
// The pure domain (src/engine, src/api, …) is entered through each package's index.ts; its modules have
// no side effects (the lint keeps I/O and the DOM out, and none is imported for its effect alone), so
// the bundler may leave out every module of a package whose exports a chunk does not use.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const PURE_DOMAIN = /\/src\/(engine|schematic|api|solver|learning|puzzle|content|generator)\//;

const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  // The development server (and the unit tests) keep React DOM, for fast refresh and React's warnings;
  // the browser tests run against the build, which is what ships.
  resolve: { alias: command === 'build' ? PREACT_FOR_REACT : [] },
  // The manifest tells the server which chunks a directly opened screen needs (src/server/first-screen-preloads.ts).
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: PURE_DOMAIN, sideEffects: false }] } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
