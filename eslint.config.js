import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { resourceWalls } from './scripts/eslint-resource-walls.mjs';

/**
 * Dependency direction (CONVENTIONS.md §5): core ← server, core ← web; in web lib ← widgets ← kit ← resources ← app;
 * in the server db, lib, stores, config ← plugins ← kit ← resources. Each entry names every ban that holds for its
 * files: for one rule the last matching entry wins, so a folder's entry repeats its app's bans.
 */
const forbid = (files, bans, ignores = []) => ({
  files,
  ignores,
  // core's own folders (locales/<lang>/widgets, resources) share names with the layers: never theirs
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: bans.map(([groups, message]) => ({ group: [...groups, '!@weld/core/**'], message })) },
    ],
  },
});
const NOT_WEB = [['@weld/web', '**/apps/web/**'], 'the server does not import the web app'];
const NOT_SERVER = [['@weld/server', '**/apps/server/**'], 'the web app does not import the server'];
const NO_MIGRATION = [
  ['**/migrations/*'],
  'running code takes seeded names from db/seed-ids.ts, never from a migration',
];
const BOTTOM = [
  ['**/plugins/**', '**/kit/**', '**/resources/**', '**/context', '**/app'],
  'db, lib, stores and config are the bottom layer: what is above imports them, not the other way',
];
const WEB_LOWER = [
  ['**/resources/**', '**/app/**', '**/shell/**'],
  'kit and widgets sit below resources and app',
];
const server = (glob) => `apps/server/src/${glob}`;
// tests and fixtures wire the layers together
const TESTS = ['**/*.test.ts', server('test/**'), server('fuzz/**')];

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
    files: ['apps/*/src/resources/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { weld: { rules: { 'resource-walls': resourceWalls } } },
    rules: { 'weld/resource-walls': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  forbid(
    ['packages/core/**'],
    [
      [
        ['@weld/server', '@weld/web', '**/apps/**', 'react', 'react-dom', 'antd', 'fastify', 'kysely'],
        'core is framework-free and imports neither app',
      ],
    ],
  ),
  forbid(['apps/server/**'], [NOT_WEB]),
  forbid([server('**')], [NOT_WEB, NO_MIGRATION], TESTS),
  forbid(
    [server('kit/**')],
    [NOT_WEB, NO_MIGRATION, [['**/resources/**'], 'the kit sits below resources: resources import the kit']],
    TESTS,
  ),
  forbid(
    [server('plugins/**')],
    [NOT_WEB, NO_MIGRATION, [['**/kit/**', '**/resources/**'], 'plugins sit below the kit and resources']],
    TESTS,
  ),
  forbid(
    [server('db/**'), server('lib/**'), server('stores/**'), server('config*.ts')],
    [NOT_WEB, NO_MIGRATION, BOTTOM],
    TESTS,
  ),
  // migrations build on each other, and stay below everything else
  forbid([server('db/migrations/**')], [NOT_WEB, BOTTOM], TESTS),
  forbid(
    [server('context.ts')],
    [
      NOT_WEB,
      NO_MIGRATION,
      [
        ['**/resources/**', '**/kit/**'],
        'the context holds services below the resources: resources are built on it',
      ],
    ],
  ),
  forbid(['apps/web/**'], [NOT_SERVER]),
  forbid(
    ['apps/web/src/lib/**'],
    [
      NOT_SERVER,
      [
        ['**/kit/**', '**/widgets/**', '**/resources/**', '**/app/**', '**/shell/**'],
        'lib is the bottom layer of the web app',
      ],
    ],
  ),
  forbid(['apps/web/src/kit/**'], [NOT_SERVER, WEB_LOWER]),
  // the kit's screens are built of widgets; a widget stands on lib alone
  forbid(
    ['apps/web/src/widgets/**'],
    [NOT_SERVER, WEB_LOWER, [['**/kit/**'], 'widgets sit below the kit: the kit imports widgets']],
  ),
  forbid(
    ['apps/web/src/resources/**'],
    [NOT_SERVER, [['**/app/**', '**/shell/**'], 'resources sit below app']],
  ),
  forbid(
    ['apps/web/src/shell/**'],
    [NOT_SERVER, [['**/app/**'], 'the shell is used by app, not the other way']],
  ),
);
