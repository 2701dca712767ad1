import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Dependency direction (CONVENTIONS.md §5): core ← server, core ← web; in web lib ← kit/widgets ← resources ← app. */
const forbid = (files, groups, message) => ({
  files,
  // core's own folders (locales/<lang>/widgets, resources) share names with the web app's layers: never theirs
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...groups, '!@weld/core/**'], message }] }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  forbid(['packages/core/**'], ['@weld/server', '@weld/web', '**/apps/**', 'react', 'react-dom', 'antd', 'fastify', 'kysely'], 'core is framework-free and imports neither app'),
  forbid(['apps/server/**'], ['@weld/web', '**/apps/web/**'], 'the server does not import the web app'),
  forbid(['apps/web/**'], ['@weld/server', '**/apps/server/**'], 'the web app does not import the server'),
  forbid(['apps/web/src/lib/**'], ['**/kit/**', '**/widgets/**', '**/resources/**', '**/app/**', '**/shell/**'], 'lib is the bottom layer of the web app'),
  forbid(['apps/web/src/kit/**', 'apps/web/src/widgets/**'], ['**/resources/**', '**/app/**', '**/shell/**'], 'kit and widgets sit below resources and app'),
  forbid(['apps/web/src/resources/**'], ['**/app/**', '**/shell/**'], 'resources sit below app'),
  forbid(['apps/web/src/shell/**'], ['**/app/**'], 'the shell is used by app, not the other way'),
);
