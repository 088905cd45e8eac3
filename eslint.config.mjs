// Lint rules that hold the architecture in place, beside typescript-eslint's recommended set.
//
// Two import concerns, each held by its own rules so that their options never override each other (in a flat config
// the last block that matches a file sets a rule's options whole):
// - The MODULE BOUNDARIES between projects: `@nx/enforce-module-boundaries`, driven by the `nx.tags` in each project's
//   package.json (what kind of project may depend on what: `depConstraints` below), and `no-restricted-imports` for
//   what tags cannot say (through which entry the gateway and the web may come in: `entryBoundaries` below).
//   test/lint/boundaries.spec.ts proves each one fires.
// - The LAYERS inside a service: `@typescript-eslint/no-restricted-imports` keeps the drivers in the infra library and
//   the deciders pure (rules on file roles, which project tags cannot express).
import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
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
const CODE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';

// @nx/enforce-module-boundaries reads nx's cached project graph, and skips itself with a mere warning when there is
// none (a fresh clone) or judges by stale tags: compute the graph first, so a lint run always checks. Without the
// daemon unless asked for, so that a lint run leaves no background process behind.
process.env.NX_DAEMON ??= 'false';
await createProjectGraphAsync({ exitOnError: true });

/**
 * What each kind of project may depend on, by the `nx.tags` in its package.json (`type:*`; `scope:*` names the
 * bounded context). A project of another kind, or a relative path into another project, is an error.
 */
const CONTRACT_PACKAGES = ['zod', 'zod/*', 'protobufjs', '@zxcvbn-ts/*'];
const depConstraints = (contractExtras = []) => [
  // A service is a deployable of its own: it never names another one; services meet only through the contracts
  // (events, gRPC) and the ServiceRegistry.
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
  // Libraries (services/libs) sit below the services: a lib importing one would make every service depend on it.
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
  // The kernel (a lib: events, deciders, errors) is the floor that the contracts stand on too: framework-free, it
  // depends on nothing of the house and on no package but zod.
  { sourceTag: 'layer:kernel', onlyDependOnLibsWithTags: ['layer:kernel'], allowedExternalImports: ['zod', 'zod/*'] },
  // The gateway calls the services (through their API entry, see below), on the shared libraries and contracts.
  { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:service', 'type:lib', 'type:contracts'] },
  // The web app shares the server's wire contracts and nothing else: anything more would drag server code into its
  // type check or its bundle.
  { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: INFRA_PACKAGES },
  // The public API's generated client is published on its own: an outside caller's code, it knows nothing of the house
  // but the API's OpenAPI document (its tests reach the server over HTTP only).
  { sourceTag: 'type:client', onlyDependOnLibsWithTags: [] },
  // The contracts are declarations that every side loads: zod, the protobuf codec of the event topics (with the
  // kernel's event envelope), the password strength estimator of the sign-up rules (loaded on demand), and nothing of
  // the server.
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', 'layer:kernel'], allowedExternalImports: [...CONTRACT_PACKAGES, ...contractExtras] },
];
/** Paths outside every project that a project's files may reach by relative path: the repo's test harness and the
 * scripts' helpers (a relative path into another project, or anywhere else outside the project, is an error). */
const TEST_SUPPORT = '^(?:\\.\\./)+test/support/';
const SCRIPTS_LIB = '^(?:\\.\\./)+scripts/lib/';
const tagBoundaries = ({ allow = [TEST_SUPPORT, SCRIPTS_LIB], contractExtras } = {}) => ({
  plugins: { '@nx': nx },
  rules: { '@nx/enforce-module-boundaries': ['error', { allow, depConstraints: depConstraints(contractExtras) }] },
});

/**
 * What tags cannot say: through which entry of a project its neighbour may come in (the tags allow the project, not
 * one of its entries). Package names only: a relative path into another project is the nx rule's.
 */
const GATEWAY_DEEP = {
  regex: `^@logiscope/${any(SERVICES)}/(?!api$)`,
  message: "The gateway sees a service only through its API entry `@logiscope/<service>/api` (descriptor and types); a deep path is the service's implementation.",
};
const WEB_ENTRIES = {
  regex: '^@logiscope/proto(?:$|/(?!(?:views|http|http/auth-routes|http/auth-rules|http/messages)$))',
  message: 'The web app imports only the wire contracts: @logiscope/proto/views and @logiscope/proto/http (or its light entries auth-routes, auth-rules, messages).',
};
const entryBoundaries = [
  // The gateway calls services through the ServiceRegistry with their descriptors: it imports `@logiscope/<svc>/api`
  // and nothing else of a service, so the distributed gateway never loads a service's implementation.
  {
    files: [`gateway/${CODE}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SERVICES.map((s) => ({
            name: `@logiscope/${s}`,
            message: WITH_API.includes(s)
              ? `@logiscope/${s} is the service's barrel (its start function and implementation): import the descriptor and types from @logiscope/${s}/api.`
              : `@logiscope/${s} is the service's implementation and it has no API entry yet: the gateway does not call it.`,
          })),
          patterns: [GATEWAY_DEEP],
        },
      ],
    },
  },
  // ...except the embedded runtime, the composition root of the one-process profile: it starts every service from its
  // barrel (main.ts imports it on demand), still never through a deep path.
  { files: ['gateway/src/runtime/embedded.runtime.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [GATEWAY_DEEP] }] } },
  // The web app takes proto's views (response shapes) and http (operation declarations), as values. http's light
  // entries (the session routes, the sign-in rules, the message catalogue) are parts of the same contracts, imported
  // alone so the visitor's first load does not build every operation's schema.
  { files: [`web/${CODE}`], rules: { 'no-restricted-imports': ['error', { patterns: [WEB_ENTRIES] }] } },
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
    // Deciders are pure: no framework, database, clock or id generation, no HTTP schema or wording. (After the block
    // above: its drivers are among INFRA_PACKAGES, and the later block's options win.)
    files: ['**/*.decider.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...INFRA_PACKAGES, 'node:crypto', 'crypto'], message: 'Deciders are pure: pass time, ids and facts in the command.' },
            // The service parses a request with its operation's schema and words the decider's refusals (refusalsAs).
            { group: ['@logiscope/proto/http', '@logiscope/proto/http/*'], message: 'Deciders take parsed commands and refuse with typed reasons: HTTP schemas and wording stay in the service.' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Deciders are pure: pass the time in the command.' }, { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Deciders are pure: pass the time in the command.' }],
    },
  },
  { files: [CODE], ...tagBoundaries() },
  // The contracts' own tests may prove them with test tools (that the views render as an OpenAPI document); their
  // examples show an outside team reading a topic with kafkajs, protobufjs and the .proto files.
  { files: ['proto/**/*.spec.ts'], ...tagBoundaries({ contractExtras: ['zod-openapi'] }) },
  { files: [`proto/examples/${CODE}`], ...tagBoundaries({ contractExtras: ['kafkajs'] }) },
  // The web app reaches nothing outside web/ by relative path; its browser tests drive a real server and may use the
  // repo's test harness.
  { files: [`web/${CODE}`], ignores: ['web/test/**'], ...tagBoundaries({ allow: [] }) },
  { files: [`web/test/${CODE}`], ...tagBoundaries({ allow: [TEST_SUPPORT] }) },
  ...entryBoundaries,
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
