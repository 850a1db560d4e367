// Lint: typescript-eslint's recommended rules, React hooks rules, and the architecture's layers
// (eslint.boundaries.js, docs/architecture.md): which folder may import which, checked on resolved paths;
// and which files may name the stores of a learner's progress (eslint.progress.js).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaryConfigs } from './eslint.boundaries.js';
import { progressStoreConfigs } from './eslint.progress.js';

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
  ...boundaryConfigs,
  ...progressStoreConfigs,
);
