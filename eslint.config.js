// ESLint flat config: TypeScript everywhere, plus the architecture's import boundaries.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';

// Every folder under apps/web/src/features is a feature; each gets its own boundary zone.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-app/**',
      'apps/web/dist-native/**',
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
      '**/coverage/**',
      '.data/**',
      'e2e/results/**',
      'e2e/report/**',
      'bench/results/**',
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain package is pure: no I/O, no framework, no clock of its own.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process', 'crypto'],
              message: 'packages/domain does no I/O',
            },
            {
              group: ['react', 'react-*', 'fastify', 'fastify-*', 'kysely', 'pg', '@electric-sql/*'],
              message: 'packages/domain is framework-free',
            },
            { group: ['@sportello/*', '**/apps/**'], message: 'packages/domain imports no other workspace' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'packages/domain does no I/O' },
        { name: 'localStorage', message: 'packages/domain does no I/O' },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'fastify', 'kysely'], message: 'the contract is schemas only' },
          ],
        },
      ],
    },
  },
  {
    // The brand registry is data the browser loads in its first bundle: no Node, no framework.
    files: ['packages/brands/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'fastify', 'kysely', '**/apps/**'],
              message: 'the brand registry is data only',
            },
          ],
        },
      ],
    },
  },
  {
    // The operators' console: a browser React app, the same hooks rules as the portal.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // bulletproof-react: shared → features → app; a feature never imports another feature.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/app.',
            })),
            {
              target: ['./apps/web/src/features', './apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/app',
              message: 'Only src/app composes; shared code and features never import it.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/features',
              message: 'Shared code does not depend on features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', 'node:*'],
              message: 'the browser never imports server or Node code',
            },
          ],
        },
      ],
    },
  },
  {
    // Thin routes (issue 14): schema, the tree's auth hook and one use-case call, in every route
    // file; behaviour, the database and the adapters live in src/use-cases.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', '**/db/**', '**/adapters/**'],
              message: 'routes call use cases: no database or adapters here',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(db|database|messenger|paymentProvider)$/]',
          message: 'routes call use cases (src/use-cases) with depsOf(request): no database or adapters here',
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the sources (a cycle makes load order, and so behaviour, fragile).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The fault tests' helpers (cluster.ts) read JSON answers as the tests do.
    files: ['apps/server/test/faults/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
