// Lint of the whole TypeScript tree (type-aware), run by `npm test` with --max-warnings 0. Besides the
// recommended rules, the import rules keep each layer to its concern (docs/explanation/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

/** The production image installs `dependencies` only (test/deploy/production.test.ts): what ships may not need the rest. */
const DEV_ONLY = {
  group: Object.keys(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).devDependencies).flatMap((name) => [name, `${name}/*`]),
  allowTypeImports: true,
  message: 'A devDependency is not installed in production: move it to dependencies, or keep it out of the shipped code.',
};

/** The restricted imports of a layer, plus the devDependencies no shipped code may load. */
const shipped = (imports = { patterns: [] }) => ({ ...imports, patterns: [...imports.patterns, DEV_ONLY] });

const NODE_BUILTINS = ['assert', 'buffer', 'child_process', 'crypto', 'dns', 'events', 'fs', 'http', 'https', 'net', 'os', 'path', 'stream', 'timers', 'tls', 'url', 'util', 'worker_threads', 'zlib'];

/** Workflow code is deterministic and runs in Temporal's sandbox: no I/O, no Node modules, no business services. */
const WORKFLOW_IMPORTS = {
  paths: NODE_BUILTINS.map((name) => ({ name, message: 'Workflow code runs in a sandbox without Node modules.' })),
  patterns: [
    { group: ['node:*'], message: 'Workflow code runs in a sandbox without Node modules.' },
    { group: ['typeorm', 'pg', 'koa', '@koa/*', 'sharp', 'pino', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'], message: 'Workflow code does no I/O: call an activity.' },
    { group: ['**/services', '**/services/*', '**/db/*', '**/storage', '**/storage/*', '**/api/*', '**/runtime/*', '**/temporal/runtime/*'], message: 'Workflow code does no I/O: call an activity.' },
    { group: ['**/config/*'], message: 'Costs, limits and settings reach a workflow as input, so a deploy never changes a running run.' },
    { group: ['../entities/*', '../activities', '../activities/*', '../operations/*', '../models/*'], allowTypeImports: true, message: 'Workflow code may only import types from here.' },
  ],
};

/** The HTTP layer validates, checks and calls operations: it never runs a model, an activity or a workflow itself. */
const API_IMPORTS = {
  patterns: [
    { group: ['**/models', '**/models/*'], message: 'The API never calls a model: an operation starts a workflow.' },
    { group: ['**/activities', '**/activities/*', '**/workflows', '**/workflows/*', '@temporalio/workflow', '@temporalio/activity'], message: 'The API calls operations (src/operations), which start workflows by name.' },
  ],
};

/** Operations start workflows by name and never run an activity or a model themselves. */
const OPERATION_IMPORTS = {
  patterns: [
    { group: ['**/workflows', '**/workflows/*', '@temporalio/workflow', '@temporalio/activity'], message: 'Operations start workflows by name (WORKFLOW_TYPES).' },
    { group: ['**/activities', '**/activities/*', '**/models/*'], allowTypeImports: true, message: 'Operations may only import types from here.' },
  ],
};

/** Services are business rules over the database, below operations and workflows. */
const SERVICE_IMPORTS = {
  patterns: [
    { group: ['**/workflows', '**/workflows/*', '**/operations/*', '**/api/*', '**/activities', '**/activities/*', '@temporalio/*'], message: 'Services do not know about Temporal or HTTP.' },
  ],
};

export default tseslint.config(
  // clients/typescript/src/schema.ts is generated (openapi-typescript) and checked for staleness, not style.
  { ignores: ['node_modules/', 'dist/', 'out/', '.data/', 'web/dist/', 'docs/.vitepress/dist/', 'docs/.vitepress/cache/', 'clients/typescript/dist/', 'clients/typescript/src/schema.ts', 'temporal/test-server/lib/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Activities, models and their test doubles implement Promise-returning contracts; not all of them await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Built-in models load on first use, so a process that never renders (the API) never loads the renderers.
    files: ['src/models/registry.ts'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['^\\./builtin/'] }] },
  },
  // The development stack (src/dev) runs from a checkout with every package installed.
  { files: ['src/**/*.ts'], ignores: ['src/dev/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', shipped()] } },
  { files: ['src/workflows/**/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': ['error', shipped(WORKFLOW_IMPORTS)] } },
  { files: ['src/api/**/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': ['error', shipped(API_IMPORTS)] } },
  { files: ['src/operations/**/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': ['error', shipped(OPERATION_IMPORTS)] } },
  { files: ['src/services/**/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': ['error', shipped(SERVICE_IMPORTS)] } },
  {
    // Tests read JSON bodies and fixtures as untyped data on purpose; they assert on them instead of typing them.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', URL: 'readonly' },
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
);
