import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The module boundaries of eslint.config.mjs, proven on snippets linted under virtual file paths: each forbidden
// import is an error that names why, each allowed one passes.

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

/** Forbidden: [virtual file, snippet, a word the message must contain (the why)]. */
const forbidden: [string, string, RegExp][] = [
  // A service never imports another one.
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/identity'), /never imports another service/],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('@logiscope/identity/api'), /never imports another service/],
  ['services/carrier-data/src/carrier/carrier.view.ts', typeImport('@logiscope/security-tracking'), /never imports another service/],
  ['services/carrier-data/src/carrier/carrier.view.ts', reExport('@logiscope/notes'), /never imports another service/],
  ['services/carrier-data/src/carrier/carrier.view.ts', imports('../../../identity/src/identity.api'), /another service/],
  ['services/carrier-data/src/carrier/carrier.view.ts', typeImport('../../../../services/security-tracking/src/security-tracking.api'), /another service/],
  ['services/identity/src/identity.service.ts', imports('../../carrier-data/src/carrier/carrier.model'), /another service/],
  ['services/identity/src/user/user.decider.ts', imports('@logiscope/billing'), /never imports another service/],
  ['services/notes/src/notes.module.spec.ts', imports('@logiscope/reports'), /never imports another service/],
  ['services/reports/test/reports.e2e.spec.ts', imports('../../billing/src/billing.module'), /another service/],
  // Libraries never import a service.
  ['services/libs/infra/src/contracts/service-registry.contract.ts', typeImport('../../../../identity/src/identity.api'), /Libraries .* never import one/],
  ['services/libs/infra/src/distributed/grpc/grpc.int.spec.ts', imports('../../../../../security-tracking/src/security-tracking.api'), /Libraries .* never import one/],
  ['services/libs/infra/src/index.ts', imports('../../../../services/carrier-data/src/index'), /Libraries .* never import one/],
  ['services/libs/kernel/src/errors.ts', imports('@logiscope/identity'), /Libraries .* never import one/],
  ['services/libs/infra/src/ports/index.ts', typeImport('@logiscope/carrier-data/api'), /Libraries .* never import one/],
  // The gateway sees a service through its API entry only.
  ['gateway/src/auth/auth.controller.ts', imports('@logiscope/identity', '{ IdentityService }'), /barrel .* @logiscope\/identity\/api/],
  ['gateway/src/security/login-tracking.controller.ts', typeImport('@logiscope/security-tracking'), /@logiscope\/security-tracking\/api/],
  ['gateway/src/carriers/carriers.controller.ts', typeImport('@logiscope/carrier-data/src/carrier/carrier.model'), /only through its API entry/],
  ['gateway/src/auth/session.store.ts', imports('@logiscope/identity/dist/identity.service'), /only through its API entry/],
  ['gateway/src/app.module.ts', imports('@logiscope/billing'), /@logiscope\/billing\/api/],
  ['gateway/src/reports/reports.controller.ts', imports('@logiscope/reports', '{ ReportsService }'), /@logiscope\/reports\/api/],
  ['gateway/src/carriers/carriers.controller.ts', imports('../../../services/carrier-data/src/carrier-data.api'), /bypasses the package's boundary/],
  ['gateway/test/auth.e2e.spec.ts', imports('@logiscope/identity', '{ DEMO_PASSWORD }'), /@logiscope\/identity\/api/],
  ['gateway/src/runtime/embedded.runtime.ts', imports('@logiscope/identity/src/identity.service'), /only through its API entry/],
  ['gateway/src/runtime/embedded.runtime.ts', imports('../../../services/identity/src/index'), /bypasses the package's boundary/],
  ['gateway/src/runtime/distributed.runtime.ts', imports('@logiscope/identity', '{ startIdentity }'), /barrel/],
  // The web app imports proto's wire contracts and nothing else of the server.
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/proto'), /only the wire contracts/],
  ['web/src/features/auth/auth.api.ts', typeImport('@logiscope/identity/api'), /only the wire contracts/],
  ['web/src/features/auth/auth.api.ts', imports('@logiscope/gateway'), /only the wire contracts/],
  ['web/src/features/carriers/carrier.types.ts', typeImport('@logiscope/proto/views/carrier.views'), /only the wire contracts/],
  ['web/src/main.tsx', imports('@logiscope/infra'), /only the wire contracts/],
  ['web/src/features/carriers/carrier.types.ts', typeImport('../../../../proto/src/views/carrier.views'), /nothing outside web\//],
  ['web/src/app/store.ts', imports('../../../services/identity/src/identity.api'), /nothing outside web\//],
  ['web/vite.config.ts', imports('../gateway/src/config/gateway.config'), /nothing outside web\//],
  ['web/test/auth.e2e.spec.ts', imports('../../services/identity/src/demo-seed'), /only for the repo's test\/support/],
  ['web/test/auth.e2e.spec.ts', imports('@logiscope/identity'), /only the wire contracts/],
  // Layers inside a service (the other import rule, alongside the boundaries).
  ['services/identity/src/user/user.decider.ts', imports('@nestjs/common'), /Deciders are pure/],
  ['services/identity/src/user/user.decider.ts', imports('node:crypto', '{ randomUUID }'), /Deciders are pure/],
  ['services/identity/src/user/user.decider.ts', imports('mongoose'), /Deciders are pure/],
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
  ['services/carrier-data/src/equipment/x.spec.ts', imports('../../../../test/support/http-client')],
  ['services/identity/src/main.ts', imports('./index')],
  ['services/libs/infra/src/distributed/grpc/grpc.int.spec.ts', imports('../../../../../../scripts/lib/net.cjs')],
  ['services/libs/infra/src/contracts/service-registry.contract.ts', imports('./fixtures/registry-contract.api')],
  ['services/libs/infra/src/contracts/service-registry.contract.ts', imports('@logiscope/kernel')],
  ['gateway/src/auth/auth.controller.ts', imports('@logiscope/identity/api', '{ IdentityService }')],
  ['gateway/src/carriers/carriers.controller.ts', typeImport('@logiscope/carrier-data/api')],
  ['gateway/src/security/login-tracking.controller.ts', imports('@logiscope/security-tracking/api', '{ SecurityTrackingService }')],
  ['gateway/src/auth/session.store.ts', typeImport('@logiscope/infra')],
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
