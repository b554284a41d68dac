import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.tools/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // With noUncheckedIndexedAccess on, `!` marks the spots where an index is known to exist.
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // MongoDB initialisation scripts run in mongosh, which provides `db` and Node's `process`.
    files: ['infra/mongo/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { db: 'readonly', process: 'readonly' } },
  },
  {
    // The no-flash script runs as a classic script in the browser, before any module.
    files: ['web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', URLSearchParams: 'readonly' },
    },
  },
);
