// Lint: typescript-eslint's recommended rules, React hooks rules, and the architecture's import
// boundaries: pure modules never import the web or the server, and web features never import each other.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const pureModules = ['engine', 'content', 'solver', 'generator', 'schematic', 'api'];
const features = ['landing', 'auth', 'account', 'leaderboard', 'devlog', 'learn', 'player', 'schematic', 'creator', 'explore', 'projects', 'lessongen'];

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
        { group: ['**/web/**', '**/server/**', 'react', 'react-dom', 'hono', 'pg', '@electric-sql/*', 'kysely'], message: 'Pure modules never import the web, the server or I/O.' },
      ] }],
    },
  })),
  ...features.map((name) => ({
    files: [`src/web/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: features.filter((other) => other !== name).map((other) => `**/features/${other}/**`), message: 'Features never import each other: move shared parts to src/web/components or src/web/app.' },
      ] }],
    },
  })),
);
