// Lint rules that hold the architecture in place, beside typescript-eslint's recommended set.
//
// Two import rules, two concerns, so that their options never override each other (in a flat config the last
// block that matches a file sets a rule's options whole):
// - `no-restricted-imports` holds the MODULE BOUNDARIES (blocks built by `boundaries()` below): a service never
//   imports another, libs never import a service, the gateway sees a service only through its API entry, the web app
//   sees only proto's wire contracts. test/lint/boundaries.spec.ts proves each one fires.
// - `@typescript-eslint/no-restricted-imports` holds the LAYERS inside a service: drivers stay in the infra library,
//   deciders stay pure.
import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DRIVERS = ['mongoose', 'mongodb', 'kafkajs', 'ioredis', 'bullmq', 'node:sqlite'];
const DRIVER_MESSAGE = 'Use the @logiscope/infra ports; drivers live in services/libs/infra.';
const INFRA_PACKAGES = ['@nestjs/*', 'mongoose', 'mongodb', 'kafkajs', 'ioredis', 'bullmq', '@grpc/*', 'node:sqlite', 'express', '@logiscope/infra', '@logiscope/infra/*'];

/** The services (services/<name>, libs aside), and those that publish an API entry (`@logiscope/<name>/api`). */
const SERVICES = readdirSync(join(import.meta.dirname, 'services'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'libs' && existsSync(join(import.meta.dirname, 'services', e.name, 'package.json')))
  .map((e) => e.name);
const WITH_API = SERVICES.filter((s) => existsSync(join(import.meta.dirname, 'services', s, 'src', 'api.ts')));
const any = (names) => `(?:${names.map((n) => n.replace(/[\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})`;

/**
 * A relative import climbs out of a folder when it starts with one `../` more than the importing file lies deep in
 * that folder, so each boundary is one block per depth: `restrict(up)` gets the regex prefix `up` that matches a
 * specifier leaving `dir` from files exactly that deep (`dir/a.ts`: `../`, `dir/x/a.ts`: `../../`, ...).
 */
const MAX_DEPTH = 9;
const CODE = '*.{ts,tsx,mts,cts,js,mjs,cjs}';
const boundaries = (dir, restrict, ignores = []) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`${dir}/${'*/'.repeat(depth)}${CODE}`],
    ignores,
    rules: { 'no-restricted-imports': ['error', restrict(`^(?:\\./)?(?:\\.\\./){${depth + 1}}`)] },
  }));

/** Another service, by its package name or by a relative path into services/<other>/ from a file `dir`-deep. */
const otherService = (others, up, levelsToServices) => [
  {
    regex: `^@logiscope/${any(others)}(?:/|$)`,
    message: 'A service never imports another service: they meet only through proto/ contracts (events, gRPC) and the ServiceRegistry.',
  },
  {
    regex: `${up}${'(?:\\.\\./)'.repeat(levelsToServices)}(?:${any(others)}|(?:\\.\\./)+services/${any(others)})(?:/|$)`,
    message: 'A relative path into another service reaches past its API: services meet only through proto/ contracts and the ServiceRegistry.',
  },
];

const GATEWAY_DEEP = {
  regex: `^@logiscope/${any(SERVICES)}/(?!api$)`,
  message: "The gateway sees a service only through its API entry `@logiscope/<service>/api` (descriptor and types); a deep path is the service's implementation.",
};
const GATEWAY_RELATIVE = (up) => ({
  regex: `${up}(?:\\.\\./)*services/`,
  message: "The gateway reaches a service only through `@logiscope/<service>/api`; a relative path into services/ bypasses the package's boundary.",
});

const moduleBoundaries = [
  // A service is a deployable of its own: it never names another, neither by package nor by path.
  ...SERVICES.flatMap((service) =>
    boundaries(`services/${service}`, (up) => ({ patterns: otherService(SERVICES.filter((s) => s !== service), up, 0) })),
  ),
  // Shared libraries sit below every service: a lib importing one would make every service depend on it.
  ...boundaries('services/libs/*', (up) => ({
    patterns: [
      { regex: `^@logiscope/${any(SERVICES)}(?:/|$)`, message: 'Libraries (services/libs) sit below the services and never import one; contract suites bring their own test API.' },
      {
        regex: `${up}(?:\\.\\./)(?:${any(SERVICES)}|(?:\\.\\./)+services/${any(SERVICES)})(?:/|$)`,
        message: 'Libraries (services/libs) sit below the services and never import one; contract suites bring their own test API.',
      },
    ],
  })),
  // The gateway calls services through the ServiceRegistry with their descriptors: it imports `@logiscope/<svc>/api`
  // and nothing else of a service, so the distributed gateway never loads a service's implementation.
  ...boundaries('gateway', (up) => ({
    paths: SERVICES.map((s) => ({
      name: `@logiscope/${s}`,
      message: WITH_API.includes(s)
        ? `@logiscope/${s} is the service's barrel (its start function and implementation): import the descriptor and types from @logiscope/${s}/api.`
        : `@logiscope/${s} is the service's implementation and it has no API entry yet: the gateway does not call it.`,
    })),
    patterns: [GATEWAY_DEEP, GATEWAY_RELATIVE(up)],
  })),
  // ...except the embedded runtime, the composition root of the one-process profile: it starts every service from its
  // barrel (main.ts imports it on demand), still never through a deep path.
  {
    files: ['gateway/src/runtime/embedded.runtime.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GATEWAY_DEEP, GATEWAY_RELATIVE('^(?:\\./)?(?:\\.\\./){3}')] }] },
  },
  // The web app shares the server's wire contracts and nothing else: proto's views (response shapes) and http
  // (operation declarations), as values. Anything else would drag server code into its type check or its bundle.
  // http's light entries (the session routes, the sign-in rules, the message catalogue) are parts of the same
  // contracts, imported alone so the visitor's first load does not build every operation's schema.
  ...boundaries(
    'web',
    (up) => ({
      patterns: [
        { regex: '^@logiscope/(?!proto/(?:views|http|http/auth-routes|http/auth-rules|http/messages)$)', message: 'The web app imports only the wire contracts: @logiscope/proto/views and @logiscope/proto/http (or its light entries auth-routes, auth-rules, messages).' },
        { regex: up, message: 'The web app imports nothing outside web/ by relative path: the server contracts come through @logiscope/proto/views and @logiscope/proto/http.' },
      ],
    }),
    ['web/test/**'],
  ),
  // The web's browser tests drive a real server: they may use the repo's test/support harness, nothing else outside web/.
  ...boundaries('web/test', (up) => ({
    patterns: [
      { regex: '^@logiscope/(?!proto/(?:views|http|http/auth-routes|http/auth-rules|http/messages)$)', message: 'The web app imports only the wire contracts: @logiscope/proto/views and @logiscope/proto/http (or its light entries auth-routes, auth-rules, messages).' },
      { regex: `${up}\\.\\./(?!test/support/)`, message: "The web's tests reach outside web/ only for the repo's test/support harness." },
    ],
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.infra/**', '.venv-tools/**', 'data/**', 'coverage/**', 'web/dist/**', 'bench/results/**', '**/*.d.ts'] },
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
    // Domain code never knows which profile runs: drivers stay inside the infra library's adapters.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['services/libs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: DRIVERS.map((name) => ({ name, message: DRIVER_MESSAGE })) }],
    },
  },
  {
    // The distributed gateway's runtime takes infra's values from @logiscope/infra/distributed: the main barrel carries
    // the embedded adapters, which would load node:sqlite into the distributed gateway (the drivers of the block above
    // are repeated: the later block's options win).
    files: ['gateway/src/runtime/distributed.runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...DRIVERS.map((name) => ({ name, message: DRIVER_MESSAGE })),
            { name: '@logiscope/infra', allowTypeImports: true, message: 'The distributed runtime imports values from @logiscope/infra/distributed: the main barrel loads the embedded adapters (node:sqlite).' },
          ],
        },
      ],
    },
  },
  {
    // Deciders are pure: no framework, database, clock or id generation. (After the block above: its drivers are
    // among INFRA_PACKAGES, and the later block's options win.)
    files: ['**/*.decider.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: [...INFRA_PACKAGES, 'node:crypto', 'crypto'], message: 'Deciders are pure: pass time, ids and facts in the command.' }] }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Deciders are pure: pass the time in the command.' }, { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Deciders are pure: pass the time in the command.' }],
    },
  },
  ...moduleBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
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
