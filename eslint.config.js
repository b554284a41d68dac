import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layeringConfigs, testOnlyFiles } from './infra/lint/layering.js';
import portfolio from './infra/lint/plugin.js';

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
  // Rules the tools enforce (infra/lint/rules.test.ts shows each one firing).
  {
    plugins: { portfolio },
    rules: {
      // Files stay readable in one sitting; split by responsibility rather than raise this.
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'portfolio/no-cross-feature-imports': 'error',
    },
  },
  {
    // The layering below is about what runs: tests may reach into another workspace's test support.
    files: ['packages/**', 'services/**', 'gateway/**', 'web/**', 'e2e/**'],
    ignores: testOnlyFiles,
    rules: { 'portfolio/no-relative-cross-workspace': 'error' },
  },
  ...layeringConfigs,
  {
    // The environment is read in configuration modules only (and by command-line tools, tests and benchmarks),
    // parsed once with zod and handed down from there.
    ignores: [...testOnlyFiles, '**/config.ts', '**/*.config.ts', 'services/*/src/cli/**', 'infra/mongo/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in the config.ts of this workspace.' },
      ],
      // (no-restricted-properties also sees `const { env } = process`, not the named import.)
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: 'Read the environment in the config.ts of this workspace.',
        },
      ],
    },
  },
  {
    // The dictionaries are data: one line per text, as long as the screens need.
    files: ['web/src/locales/**'],
    rules: { 'max-lines': 'off' },
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
