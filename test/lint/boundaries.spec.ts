import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The module boundaries of eslint.config.mjs (the nx tags' constraints, the entry rules, the layers), proven on
// snippets linted under virtual file paths: each forbidden import is an error that names why, each allowed one passes.

interface Snippet {
  /** Where the snippet pretends to live, relative to the repo root. */
  file: string;
  code: string;
}
interface Linted {
  filePath: string;
  errors: { ruleId: string | null; fatal: boolean; severity: number; message: string }[];
}

const ROOT = join(__dirname, '..', '..');

const imports = (from: string, names = '{ x }'): string => `import ${names} from '${from}';\nexport const y = ${names.replace(/^type |[{} ]/g, '').split(',')[0] || 'x'};\n`;
const typeImport = (from: string): string => `import type { X } from '${from}';\nexport type Y = X;\n`;
const reExport = (from: string): string => `export { x } from '${from}';\n`;

/** The messages of @nx/enforce-module-boundaries: the tags' constraints (the why is beside them in eslint.config.mjs). */
const onlyTags = (sourceTag: string, targets: string): RegExp => new RegExp(`tagged with "${sourceTag}" can only depend on libs tagged with ${targets}`);
const SERVICE_DEPS = onlyTags('type:service', '"type:contracts", "type:lib"');
const LIB_DEPS = onlyTags('type:lib', '"type:lib", "type:contracts"');
const KERNEL_DEPS = onlyTags('layer:kernel', '"layer:kernel"');
const WEB_DEPS = onlyTags('type:web', '"type:contracts"');
const CONTRACT_DEPS = onlyTags('type:contracts', '"type:contracts", "layer:kernel"');
const bannedPackage = (sourceTag: string, name: string): RegExp => new RegExp(`tagged with "${sourceTag}" is not allowed to import "${name}"`);
const APP = /Imports of apps are forbidden/;
const RELATIVE_INTO_PROJECT = /Projects cannot be imported by a relative or absolute path/;
const RELATIVE_OUTSIDE = /External resources cannot be imported using a relative or absolute path/;

/** Forbidden: [virtual file, snippet, a word the message must contain (the why)]. */
const forbidden: [string, string, RegExp][] = [
  // A service never imports another one (type:service depends only on type:contracts and type:lib)...
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/identity'), SERVICE_DEPS],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/identity/api'), SERVICE_DEPS],
  ['services/carrier-data/src/carrier/carrier.view.ts', typeImport('@logiscope/security-tracking'), SERVICE_DEPS],
  ['services/carrier-data/src/carrier/carrier.view.ts', reExport('@logiscope/notes'), SERVICE_DEPS],
  ['services/identity/src/user/user.decider.ts', imports('@logiscope/billing'), SERVICE_DEPS],
  ['services/notes/src/notes.module.spec.ts', imports('@logiscope/reports'), SERVICE_DEPS],
  // ...nor the gateway or the web app (applications: nothing imports them).
  ['services/reports/src/reports.module.ts', imports('@logiscope/gateway'), APP],
  ['services/reports/src/reports.module.ts', imports('../../../web/src/main'), RELATIVE_INTO_PROJECT],
  // A relative path into another project bypasses its package: into another service, a library, the contracts.
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('../../../identity/src/identity.api'), RELATIVE_INTO_PROJECT],
  ['services/carrier-data/src/carrier/carrier.view.ts', typeImport('../../../../services/security-tracking/src/security-tracking.api'), RELATIVE_INTO_PROJECT],
  ['services/identity/src/identity.service.ts', imports('../../carrier-data/src/carrier/carrier.model'), RELATIVE_INTO_PROJECT],
  ['services/reports/test/reports.e2e.spec.ts', imports('../../billing/src/billing.module'), RELATIVE_INTO_PROJECT],
  ['services/notes/src/notes.module.ts', imports('../../libs/kernel/src/errors'), RELATIVE_INTO_PROJECT],
  ['services/notes/src/notes.module.ts', imports('../../../proto/src/views/index'), RELATIVE_INTO_PROJECT],
  // ...or anywhere outside the project but the repo's test harness and the scripts' helpers.
  ['services/notes/src/notes.module.ts', imports('../../../bench/lib/report'), RELATIVE_OUTSIDE],
  // Libraries never import a service (type:lib depends only on type:lib and type:contracts).
  ['services/libs/infra/src/contracts/service-registry.contract.ts', typeImport('../../../../identity/src/identity.api'), RELATIVE_INTO_PROJECT],
  ['services/libs/infra/src/distributed/grpc/grpc.int.spec.ts', imports('../../../../../security-tracking/src/security-tracking.api'), RELATIVE_INTO_PROJECT],
  ['services/libs/infra/src/index.ts', imports('../../../../services/carrier-data/src/index'), RELATIVE_INTO_PROJECT],
  ['services/libs/kernel/src/errors.ts', imports('@logiscope/identity'), LIB_DEPS],
  ['services/libs/infra/src/ports/index.ts', typeImport('@logiscope/carrier-data/api'), LIB_DEPS],
  ['services/libs/observability/src/index.ts', imports('@logiscope/gateway'), APP],
  // The kernel is the floor: nothing of the house (not even the contracts, which stand on it) and no package but zod.
  ['services/libs/kernel/src/event.ts', imports('@logiscope/infra'), KERNEL_DEPS],
  ['services/libs/kernel/src/event.ts', typeImport('@logiscope/proto'), KERNEL_DEPS],
  ['services/libs/kernel/src/errors.ts', imports('@nestjs/common', '{ HttpException }'), bannedPackage('layer:kernel', '@nestjs/common')],
  // The contracts depend on nothing of the house but the kernel (type:contracts only on type:contracts and
  // layer:kernel) and on no package but zod, the protobuf codec and the password estimator.
  ['proto/src/carrier-data/carrier.views.ts', imports('@logiscope/infra'), CONTRACT_DEPS],
  ['proto/src/carrier-data/carrier.views.ts', typeImport('@logiscope/observability'), CONTRACT_DEPS],
  ['proto/src/identity/auth.ops.ts', typeImport('@logiscope/identity/api'), CONTRACT_DEPS],
  ['proto/src/index.ts', imports('@logiscope/gateway'), APP],
  ['proto/src/carrier-data/carrier.views.ts', imports('../../../services/libs/kernel/src/errors'), RELATIVE_INTO_PROJECT],
  ['proto/src/shared/codec.ts', imports('mongoose'), bannedPackage('type:contracts', 'mongoose')],
  ['proto/src/identity/auth.ops.ts', imports('@nestjs/common', '{ Injectable }'), bannedPackage('type:contracts', '@nestjs/common')],
  ['proto/src/views/index.ts', imports('zod-openapi', '{ createDocument }'), bannedPackage('type:contracts', 'zod-openapi')],
  ['proto/src/shared/topics.ts', imports('kafkajs', '{ Kafka }'), bannedPackage('type:contracts', 'kafkajs')],
  // The gateway sees a service through its API entry only (what tags cannot say: the tags allow the service).
  ['gateway/src/auth/auth.controller.ts', imports('@logiscope/identity', '{ IdentityService }'), /barrel .* @logiscope\/identity\/api/],
  ['gateway/src/security/login-tracking.controller.ts', typeImport('@logiscope/security-tracking'), /@logiscope\/security-tracking\/api/],
  ['gateway/src/carriers/carriers.controller.ts', typeImport('@logiscope/carrier-data/src/carrier/carrier.model'), /only through its API entry/],
  ['gateway/src/auth/session.store.ts', imports('@logiscope/identity/dist/identity.service'), /only through its API entry/],
  ['gateway/src/app.module.ts', imports('@logiscope/billing'), /@logiscope\/billing\/api/],
  ['gateway/src/reports/reports.controller.ts', imports('@logiscope/reports', '{ ReportsService }'), /@logiscope\/reports\/api/],
  ['gateway/src/carriers/carriers.controller.ts', imports('../../../services/carrier-data/src/carrier-data.api'), RELATIVE_INTO_PROJECT],
  ['gateway/test/auth.e2e.spec.ts', imports('@logiscope/identity', '{ DEMO_PASSWORD }'), /@logiscope\/identity\/api/],
  ['gateway/src/runtime/embedded.runtime.ts', imports('@logiscope/identity/src/identity.service'), /only through its API entry/],
  ['gateway/src/runtime/embedded.runtime.ts', imports('../../../services/identity/src/index'), RELATIVE_INTO_PROJECT],
  ['gateway/src/runtime/distributed.runtime.ts', imports('@logiscope/identity', '{ startIdentity }'), /barrel/],
  // ...and never the web app (it serves web/dist as files).
  ['gateway/src/app.module.ts', imports('../../web/src/main'), RELATIVE_INTO_PROJECT],
  // The web app imports proto's wire contracts and nothing else of the server (type:web only on type:contracts)...
  ['web/src/features/auth/auth.api.ts', typeImport('@logiscope/identity/api'), WEB_DEPS],
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/gateway'), APP],
  ['web/src/main.tsx', imports('@logiscope/infra'), WEB_DEPS],
  ['web/src/main.tsx', typeImport('@logiscope/kernel'), WEB_DEPS],
  ['web/test/auth.e2e.spec.ts', imports('@logiscope/identity'), WEB_DEPS],
  ['web/src/main.tsx', imports('@nestjs/common', '{ Injectable }'), bannedPackage('type:web', '@nestjs/common')],
  ['web/src/app/store.ts', imports('mongoose'), bannedPackage('type:web', 'mongoose')],
  // ...through their light entries only (what tags cannot say: the tags allow all of proto).
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/proto'), /only the wire contracts/],
  ['web/src/features/carriers/carrier.types.ts', typeImport('@logiscope/proto/views/carrier.views'), /only the wire contracts/],
  ['web/test/auth.e2e.spec.ts', imports('@logiscope/proto/codec'), /only the wire contracts/],
  // ...and reaches nothing outside web/ by relative path; its browser tests only the repo's test harness.
  ['web/src/features/carriers/carrier.types.ts', typeImport('../../../../proto/src/carrier-data/carrier.views'), RELATIVE_INTO_PROJECT],
  ['web/src/app/store.ts', imports('../../../services/identity/src/identity.api'), RELATIVE_INTO_PROJECT],
  ['web/vite.config.ts', imports('../gateway/src/config/gateway.config'), RELATIVE_INTO_PROJECT],
  ['web/src/app/store.ts', imports('../../../test/support/http-client'), RELATIVE_OUTSIDE],
  ['web/vite.config.ts', imports('../scripts/lib/net.cjs'), RELATIVE_OUTSIDE],
  ['web/test/auth.e2e.spec.ts', imports('../../services/identity/src/demo-seed'), RELATIVE_INTO_PROJECT],
  ['web/test/auth.e2e.spec.ts', imports('../../scripts/lib/net.cjs'), RELATIVE_OUTSIDE],
  // Layers inside a service (the other import rule, alongside the boundaries): rules on a file's role, not its project.
  ['services/identity/src/user/user.decider.ts', imports('@nestjs/common'), /Deciders are pure/],
  ['services/identity/src/user/user.decider.ts', imports('node:crypto', '{ randomUUID }'), /Deciders are pure/],
  ['services/identity/src/user/user.decider.ts', imports('mongoose'), /Deciders are pure/],
  ['services/notes/src/note/note.decider.ts', imports('@logiscope/proto/http', '{ message }'), /HTTP schemas and wording stay in the service/],
  ['services/reports/src/report/report.decider.ts', typeImport('@logiscope/proto/http/rules/note.rules'), /HTTP schemas and wording stay in the service/],
  ['services/identity/src/user/user.repository.ts', imports('mongoose'), /drivers live in services\/libs\/infra/],
  ['gateway/src/auth/session.store.ts', imports('ioredis'), /drivers live in services\/libs\/infra/],
  ['gateway/src/runtime/distributed.runtime.ts', imports('@logiscope/infra', '{ loadRateLimitConfig }'), /main barrel loads the embedded adapters/],
  ['gateway/src/runtime/distributed.runtime.ts', imports('ioredis'), /drivers live in services\/libs\/infra/],
];

const allowed: [string, string][] = [
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('./carrier.model')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('../intelligence/format')],
  // A folder of the service's own named like another service is the service's own.
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('../notes/note.model')],
  ['services/carrier-data/src/index.ts', imports('./reports/report.model')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/infra')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/proto')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/kernel')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/proto/views', '{ CarrierViewSchema }')],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/observability')],
  ['services/carrier-data/src/equipment/x.spec.ts', imports('../../../../test/support/http-client')],
  ['services/identity/src/main.ts', imports('./index')],
  ['services/libs/infra/src/distributed/grpc/grpc.int.spec.ts', imports('../../../../../../scripts/lib/net.cjs')],
  ['services/libs/infra/src/contracts/service-registry.contract.ts', imports('./fixtures/registry-contract.api')],
  ['services/libs/infra/src/contracts/service-registry.contract.ts', imports('@logiscope/kernel')],
  ['services/libs/infra/src/index.ts', imports('@logiscope/proto')],
  ['services/libs/infra/src/index.ts', imports('@logiscope/observability')],
  ['services/libs/kernel/src/event.ts', imports('zod', '{ z }')],
  // A decider reads the contracts' events, views and terms.
  ['services/billing/src/subscription/subscription.decider.ts', imports('@logiscope/proto', '{ TRIAL_DAYS }')],
  ['services/notes/src/note/note.decider.ts', typeImport('@logiscope/proto/views')],
  // The contracts: zod, the protobuf codec, the password estimator, node's own modules; their tests, test tools too.
  ['proto/src/carrier-data/carrier.views.ts', imports('zod', '{ z }')],
  ['proto/src/carrier-data/carrier.views.ts', imports('zod/v4', '{ z }')],
  ['proto/src/shared/codec.ts', imports('protobufjs', '{ parse }')],
  ['proto/src/shared/codec.ts', imports('node:fs', '{ readFileSync }')],
  ['proto/src/identity/password.rules.ts', imports('@zxcvbn-ts/core', '{ ZxcvbnFactory }')],
  ['proto/src/http/index.ts', imports('./ops/auth.routes')],
  ['proto/src/shared/codec.ts', typeImport('@logiscope/kernel')],
  ['proto/src/views/views.spec.ts', imports('zod-openapi', '{ createDocument }')],
  ['proto/examples/read-login-attempts.mjs', imports('kafkajs', 'kafkajs')],
  ['proto/src/shared/text.rules.spec.ts', imports('../../../../test/support/http-client')],
  ['gateway/src/auth/auth.controller.ts', imports('@logiscope/identity/api', '{ IdentityService }')],
  ['gateway/src/carriers/carriers.controller.ts', typeImport('@logiscope/carrier-data/api')],
  ['gateway/src/security/login-tracking.controller.ts', imports('@logiscope/security-tracking/api', '{ SecurityTrackingService }')],
  ['gateway/src/auth/session.store.ts', typeImport('@logiscope/infra')],
  ['gateway/src/http/endpoint.decorator.ts', imports('@logiscope/proto/http', '{ operations }')],
  ['gateway/src/app.module.ts', imports('@logiscope/observability')],
  ['gateway/src/runtime/distributed.runtime.ts', imports('@logiscope/infra/distributed')],
  ['gateway/src/runtime/distributed.runtime.ts', typeImport('@logiscope/infra')],
  ['gateway/src/runtime/embedded.runtime.ts', imports('@logiscope/identity', '{ startIdentity }')],
  ['gateway/src/runtime/embedded.runtime.ts', imports('@logiscope/carrier-data/api', '{ CarrierDataService }')],
  ['gateway/test/auth.e2e.spec.ts', imports('../../test/support/server-process')],
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/proto/views', '{ UserViewSchema }')],
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/proto/http', '{ operations }')],
  ['web/src/features/auth/auth.types.ts', typeImport('@logiscope/proto/views')],
  ['web/src/features/company-setup/company-setup.validation.ts', imports('../../shared/forms/validation')],
  ['web/src/features/company-setup/company-setup.validation.ts', imports('../auth/auth.types')],
  ['web/src/main.tsx', imports('./app/store')],
  ['web/src/main.tsx', imports('react')],
  ['web/src/main.tsx', imports('antd', '{ App }')],
  ['web/src/features/auth/auth.messages.ts', imports('@logiscope/proto/http/messages', '{ messages }')],
  ['web/test/auth.e2e.spec.ts', imports('../../test/support/server-process')],
  ['web/test/auth.e2e.spec.ts', imports('./harness')],
];

function lint(snippets: Snippet[]): Linted[] {
  const out = execFileSync(process.execPath, [join(__dirname, 'lint-text.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(snippets.map((s) => ({ filePath: s.file, code: s.code }))),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Linted[];
}

describe('module boundaries (eslint.config.mjs)', () => {
  let forbiddenResults: Linted[];
  let allowedResults: Linted[];

  beforeAll(() => {
    const results = lint([...forbidden.map(([file, code]) => ({ file, code })), ...allowed.map(([file, code]) => ({ file, code }))]);
    forbiddenResults = results.slice(0, forbidden.length);
    allowedResults = results.slice(forbidden.length);
  }, 120_000);

  it.each(forbidden.map(([file, code, why], i) => [file, code.split('\n')[0], why, i] as const))('%s: %s is an error', (_file, _line, why, i) => {
    const { errors } = forbiddenResults[i];
    expect(errors.filter((e) => e.fatal)).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.severity === 2)).toBe(true);
    expect(errors.map((e) => e.message).join('\n')).toMatch(why);
  });

  it.each(allowed.map(([file, code], i) => [file, code.split('\n')[0], i] as const))('%s: %s passes', (_file, _line, i) => {
    expect(allowedResults[i].errors).toEqual([]);
  });
});
