// Three tiers by file suffix: *.spec.ts (unit), *.int.spec.ts (real infrastructure), *.e2e.spec.ts (HTTP / browser).
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace('/', '\\/')}$`, `<rootDir>/${target}`]),
);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  // The OpenAPI validator's ref parser ships ES modules only: compiled like our sources.
  // So do otplib's base32 and hash plugins (@scure/base, @noble/hashes), and uuid.
  transformIgnorePatterns: ['/node_modules/(?!(@apidevtools/json-schema-ref-parser|@scure/base|@noble/hashes|@otplib|uuid)/)'],
  modulePathIgnorePatterns: ['<rootDir>/dist', '<rootDir>/.*/dist/', '<rootDir>/.infra', '<rootDir>/data'],
  roots: ['<rootDir>/proto', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/clients', '<rootDir>/web', '<rootDir>/test', '<rootDir>/infra', '<rootDir>/k8s', '<rootDir>/bench'].filter((p) =>
    require('node:fs').existsSync(p.replace('<rootDir>', __dirname)),
  ),
};

// Starts (or finds) Kafka, MongoDB and Redis once per run for the int and e2e tiers.
const globalSetup = '<rootDir>/services/libs/infra/src/testing/global-setup.ts';

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      testPathIgnorePatterns: ['\\.int\\.spec\\.tsx?$', '\\.e2e\\.spec\\.tsx?$', '/node_modules/'],
    },
    {
      ...base,
      displayName: 'int',
      testMatch: ['**/*.int.spec.ts'],
      globalSetup,
      setupFilesAfterEnv: ['<rootDir>/test/support/long-timeout.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['**/*.e2e.spec.ts'],
      globalSetup,
      setupFilesAfterEnv: ['<rootDir>/test/support/long-timeout.ts'],
    },
  ],
};
