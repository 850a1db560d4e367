// Lint: typescript-eslint's recommended rules, React hooks rules, and the architecture's import
// boundaries: pure modules never import the web or the server, and web features never import each other
// nor the app shell (docs/architecture.md).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const pureModules = ['engine', 'content', 'solver', 'generator', 'schematic', 'api'];
const pureImports = { group: ['**/web/**', '**/server/**', 'react', 'react-dom', 'hono', 'pg', '@electric-sql/*', 'kysely'], message: 'Pure modules never import the web, the server or I/O.' };
// Every folder under src/web/features is a feature, so a new one is covered without editing this file.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import patterns that reach the app shell (src/web/app) from a feature file up to four folders deep, as
// the import text is written (the rule compares text, not the resolved file).
const appShellImports = ['**/web/app', '**/web/app/**'];
for (let up = 2; up <= 5; up += 1) appShellImports.push(`${'../'.repeat(up)}app`, `${'../'.repeat(up)}app/**`);

// How many folders deep a feature's files may sit: each depth gets its own patterns below, and a deeper
// file stops the lint here rather than slip past the rule.
const FEATURE_DEPTH = 4;
const tooDeep = readdirSync(new URL('./src/web/features', import.meta.url), { recursive: true })
  .filter((path) => /\.tsx?$/.test(path) && path.split(/[\\/]/).length > FEATURE_DEPTH + 1);
if (tooDeep.length > 0) throw new Error(`Feature files deeper than ${FEATURE_DEPTH} folders: ${tooDeep.join(', ')}; raise FEATURE_DEPTH in eslint.config.js.`);
/** Every way a file `depth` folders inside feature `name` can write an import of another feature. */
function siblingFeatureImports(name, depth) {
  const up = '../'.repeat(depth + 1);
  return features.filter((other) => other !== name).flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`, `${up}${other}`, `${up}${other}/**`]);
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...pureModules.map((name) => ({
    files: [`src/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        pureImports,
        // The solver speaks its own words (src/solver/types.ts); src/content/solver-puzzle.ts builds its puzzles.
        ...(name === 'solver' ? [{ group: ['**/api/**', '**/content/**'], message: 'The solver never reads the API or content shapes: src/content/solver-puzzle.ts converts them.' }] : []),
      ] }],
    },
  })),
  // The solver's tests may solve the bundled course.
  {
    files: ['src/solver/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        pureImports,
      ] }],
    },
  },
  // One block per folder depth inside a feature, so `../<feature>` is read from where the file stands:
  // `../../player` from a file one folder down reaches a sibling feature, from the feature's top it would not.
  ...features.flatMap((name) =>
    Array.from({ length: FEATURE_DEPTH }, (_, depth) => ({
      files: [`src/web/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          { group: siblingFeatureImports(name, depth), message: 'Features never import each other: move shared parts to src/web/components or src/web/lib.' },
          { group: appShellImports, message: 'Features never import the app shell: shared code lives in src/web/lib or src/web/components.' },
        ] }],
      },
    })),
  ),
);
