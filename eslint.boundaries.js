// The layers of the code and which may import which, declared once (docs/architecture.md "The parts and
// the direction of imports"). eslint-plugin-boundaries checks every import on the file it resolves to, so
// `../../server/x`, `../../../web/lib/y` and a re-export all count, however the path is written.
import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';

/** Every element: a folder and its type. The first descriptor that matches a file wins. */
const elements = [
  // Test-only helpers (servers, fixtures, ngspice, brute force): tests, benches and e2e import them.
  { type: 'test-support', pattern: ['test/support', 'src/engine/testing', 'src/solver/testing'] },
  { type: 'engine', pattern: 'src/engine' },
  { type: 'schematic', pattern: 'src/schematic' },
  { type: 'api', pattern: 'src/api' },
  { type: 'solver', pattern: 'src/solver' },
  { type: 'learning', pattern: 'src/learning' },
  { type: 'puzzle', pattern: 'src/puzzle' },
  { type: 'content', pattern: 'src/content' },
  { type: 'generator', pattern: 'src/generator' },
  { type: 'server', pattern: 'src/server' },
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'src/web/components' },
  { type: 'web-lib', pattern: ['src/web/lib', 'src/web/api'] },
  // What is left of src/web: main.tsx, which mounts the shell, and the styles.
  { type: 'web-entry', pattern: 'src/web' },
  { type: 'tooling', pattern: ['e2e', 'bench', 'scripts', 'test'] },
].map((element) => ({ ...element, partialMatch: false }));

/** The pure domain, bottom first: each may import only the ones listed for it. */
const pure = ['engine', 'schematic', 'api', 'solver', 'learning', 'puzzle', 'content', 'generator'];
/** The page never imports the course: its reference builds and right answers stay on the server. */
const pageSafe = pure.filter((name) => name !== 'content' && name !== 'generator');
const layers = {
  engine: [],
  schematic: ['engine'],
  api: ['engine', 'schematic'],
  solver: ['engine'],
  learning: ['engine', 'api'],
  puzzle: ['engine', 'api', 'solver'],
  content: ['engine', 'schematic', 'api', 'solver', 'learning', 'puzzle'],
  generator: ['engine', 'schematic', 'api', 'solver', 'learning', 'puzzle', 'content'],
  server: pure,
  // The page: shared code (lib, then components) never imports a screen or the shell; a screen imports
  // another screen only through its public face, `index.ts`; the shell mounts the screens.
  'web-lib': [...pageSafe, 'web-lib'],
  'web-components': [...pageSafe, 'web-lib'],
  'web-feature': [...pageSafe, 'web-lib', 'web-components'],
  'web-app': [...pageSafe, 'web-lib', 'web-components', 'web-feature'],
  'web-entry': ['web-app'],
  'test-support': [...pure, 'server', 'test-support'],
};
const webTypes = ['web-lib', 'web-components', 'web-feature', 'web-app', 'web-entry'];
const testFiles = '**/*.test.{ts,tsx}';

/** Packages entered only through their public face, `index.ts` (their own files import each other freely). */
const entered = ['engine', 'api', 'schematic', 'solver', 'learning', 'puzzle', 'content', 'generator'];

const type = (names) => ({ element: { types: names } });
const face = (name) => ({ element: { type: name, fileInternalPath: 'index.ts' } });
/** What `from` may import: whole layers, and the index only of a layer entered through its face. */
const allowedFrom = (to) => [type(to.filter((name) => !entered.includes(name))), ...to.filter((name) => entered.includes(name)).map(face)];
const policies = [
  ...Object.entries(layers).map(([from, to]) => ({ from: type([from]), allow: { to: allowedFrom(to) } })),
  { from: type(['web-feature']), allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } } },
  { from: type(['tooling']), allow: { to: type(['*']) } },
  // Tests may also reach across the pure domain (the solver's tests solve the course) and use test support;
  // a test in the domain still never imports the server or the page.
  { from: { file: { path: testFiles } }, allow: { to: type([...pure, 'test-support']) } },
  { from: { element: { types: ['server'] }, file: { path: testFiles } }, allow: { to: type(['server']) } },
  { from: { element: { types: webTypes }, file: { path: testFiles } }, allow: { to: type(webTypes) } },
  // The engine's own test support (a differential solve, a SPICE netlist) works on its internals, as its tests do.
  { from: { element: { types: ['test-support'] }, file: { path: 'src/engine/testing/**' } }, allow: { to: type(['engine']) } },
  // Production code never imports a test or test support (a later policy wins over an earlier allow).
  {
    from: { element: { types: { noneOf: ['test-support', 'tooling'] } }, file: { path: `!${testFiles}` } },
    disallow: { to: [type(['test-support']), { file: { path: testFiles } }] },
    message: 'Production code never imports tests or test support (test/support, src/*/testing).',
  },
];

/** Packages the pure domain must not use: Node's own modules, the server's and the page's. */
const ioPackages = [
  'node:*', ...builtinModules, 'react', 'react-dom', 'react-dom/*', 'react-router', 'hono', 'hono/*', '@hono/*', 'pg',
  '@electric-sql/*', 'kysely', 'better-auth', 'better-auth/*', 'piscina', 'nodemailer',
];
/** What a browser has and Node has not: the pure domain runs in both, so it reads none of them. */
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'requestAnimationFrame'];

export const boundaryConfigs = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'test/**', 'e2e/**', 'bench/**', 'scripts/**'],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        message: 'Layer order (docs/architecture.md): {{from.type}} may not import {{to.type}}.',
        policies,
      }],
      // Every file under src belongs to a layer, so a new folder cannot slip past the order above.
      'boundaries/no-unknown-files': 'error',
    },
  },
  { files: ['src/piece-round-trip.test.ts'], rules: { 'boundaries/no-unknown-files': 'off' } },
  {
    files: pure.map((name) => `src/${name}/**/*.ts`),
    ignores: [testFiles, 'src/*/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ioPackages, message: 'The pure domain imports no I/O, server or page library.' }] }],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'The pure domain runs on the server too: no DOM.' }))],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ioPackages.filter((name) => !name.startsWith('react')), message: 'The page runs in a browser: no Node or server library (tools go to scripts/).' }],
          // React Router's links resolve paths against the route tree on every render (docs/performance.md).
          paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use AppLink / AppNavLink (src/web/components/app-link.tsx).' }],
        },
      ],
    },
  },
];
