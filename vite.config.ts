// Vite builds the React page from src/web into dist/web; in development /api goes to the Node server.
// Every browser the page supports knows <link rel="modulepreload">, so Vite's polyfill for it is left
// out of the entry chunk (first-load budgets: docs/performance.md).
// The built page runs on Preact's React-compatible layer instead of React DOM (~11 KB gzipped against
// 61 KB, in every first load): the code is written against React's API and types, and the aliases
// below swap the implementation at build time only. Its known differences from React, and how the
// page stays clear of them, are in docs/performance.md "React's API on Preact". React Router asks for
// `use` and `useOptimistic`, which Preact lacks; it checks for them and falls back (build warnings).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The pure domain (src/engine, src/api, src/puzzle, …) is entered through each package's index.ts, and
// its modules only declare things: none does anything on import that another module relies on (no
// registry filled, no global set; the lint keeps I/O and the DOM out). Saying so lets the bundler drop a
// module none of whose exports is used, so code entering through an index carries what it uses and not
// the rest: the worker and the page's on-demand engine stay without validate.ts's zod schemas, the shell
// reads isNewerPointsEvent without the profile's schemas. Any other module keeps the default (its
// package.json's `sideEffects`, else assumed to have some).
const PURE_MODULE = /\/src\/(engine|schematic|api|solver|learning|puzzle|content|generator)\/(?!testing\/)[^?]*\.ts$/;
const treeshake = { moduleSideEffects: (id: string) => (PURE_MODULE.test(id) ? false : undefined) };

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
    rolldownOptions: { treeshake },
  },
  // Workers are bundled apart (the simulation worker, the creator's solution worker), with the same rule.
  worker: { rolldownOptions: { treeshake } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
