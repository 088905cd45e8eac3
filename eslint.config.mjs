// Lint rules that hold the architecture in place, beside typescript-eslint's recommended set.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const INFRA_PACKAGES = ['@nestjs/*', 'mongoose', 'mongodb', 'kafkajs', 'ioredis', 'bullmq', '@grpc/*', 'node:sqlite', 'express', '@logiscope/infra', '@logiscope/infra/*'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.infra/**', 'data/**', 'coverage/**', 'web/dist/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // Promises must be awaited or explicitly voided: a dropped promise is a lost event or an unhandled rejection.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**', '**/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Deciders are pure: no framework, database, clock or id generation.
    files: ['**/*.decider.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...INFRA_PACKAGES, 'node:crypto', 'crypto'], message: 'Deciders are pure: pass time, ids and facts in the command.' }] }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Deciders are pure: pass the time in the command.' }, { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Deciders are pure: pass the time in the command.' }],
    },
  },
  {
    // Domain code never knows which profile runs: drivers stay inside the infra library's adapters.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['services/libs/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['mongoose', 'mongodb', 'kafkajs', 'ioredis', 'bullmq', 'node:sqlite'].map((name) => ({ name, message: 'Use the @logiscope/infra ports; drivers live in services/libs/infra.' })) }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app shares the API's wire types and nothing else of the server: `import type` from @logiscope/proto/views
    // (types only). A service, the gateway or proto's root would drag server code into its type check or its bundle.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@logiscope/proto/views', allowTypeImports: true, message: 'The web app imports the wire types with `import type`.' }],
          patterns: [{ regex: '^@logiscope/(?!proto/views$)', message: 'The web app imports only the wire types, from @logiscope/proto/views (import type).' }],
        },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there is a convenience, not a hole in production code.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['bench/**/*.k6.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly' } },
  },
);
