/**
 * Property-based fuzzing of the served API from its own OpenAPI documents with schemathesis: the session API
 * (GET /api/openapi.json) signed in as the demo company's ADMIN (and the platform operator for the operator-only
 * operations), and the public API v1 (GET /api/v1/openapi.json) with a Bearer key of that company holding every scope:
 * no answer may be a server error, and every answer must have a declared status, content type (problem+json for the
 * v1 errors) and a body that matches the declared schema. schemathesis lives in .venv-tools/, installed by scripts/install-python-tools.sh (npm test runs it).
 * Embedded profile only: the distributed answers are held to the same declarations by every API e2e suite (ApiClient).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_KEY_SCOPES } from '@logiscope/proto/views';
import { ApiClient } from '../../test/support/http-client';
import { demoAccount, startServer, type RunningServer } from '../../test/support/server-process';

const ROOT = resolve(__dirname, '..', '..');
const SCHEMATHESIS = join(ROOT, '.venv-tools', 'bin', 'schemathesis');
const CHECKS = 'not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance';
/** Per operation and phase; about 2,400 requests and 45 s on 2 cores for the admin pass. */
const MAX_EXAMPLES = 50;
const SEED = 20261125;
/** Operations that would end the session under test. */
const SESSION_ENDING = ['logout', 'logoutRedirect', 'logoutEverywhere'];
/** Raised far above any fuzz volume, so a 429 never hides an answer (RATE_LIMIT_* of services/libs/infra). */
const RATE_LIMITS = { RATE_LIMIT_API_PER_MINUTE: '1000000', RATE_LIMIT_LOGIN_PER_15MIN: '1000000' };

interface OpenApiOperation {
  operationId: string;
  'x-access'?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const operationsOf = (doc: OpenApiDocument): OpenApiOperation[] => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

/** Operation ids of the document's streams (text/event-stream): a fuzzer would wait on them until its timeout. */
function streamingOperations(doc: OpenApiDocument): string[] {
  return operationsOf(doc)
    .filter((op) => Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).includes('text/event-stream')))
    .map((op) => op.operationId);
}

/**
 * schemathesis.toml for the run: no state kept between runs (cache off; the example database is off on the command
 * line), and real carrier numbers, MC numbers and a VIN of the seeded data offered half of the time, so the fuzzer
 * reaches the answers of existing carriers and not only 404s.
 */
function configFile(data: { carrierIds: string[]; mcNumbers: string[]; vins: string[]; terms: string[] }): string {
  const list = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
  const bind = (dictionary: string) => `{ dictionary = "${dictionary}", probability = 0.5 }`;
  return [
    'cache.enabled = false',
    `dictionaries.carrier-ids.values = ${list(data.carrierIds)}`,
    `dictionaries.mc-numbers.values = ${list(data.mcNumbers)}`,
    `dictionaries.vins.values = ${list(data.vins)}`,
    `dictionaries.terms.values = ${list(data.terms)}`,
    '',
    '[parameters]',
    `"path.id" = ${bind('carrier-ids')}`,
    `"path.carrierId" = ${bind('carrier-ids')}`,
    `"body.carrierId" = ${bind('carrier-ids')}`,
    `"query.dot" = ${bind('carrier-ids')}`,
    `"query.mc" = ${bind('mc-numbers')}`,
    `"path.vin" = ${bind('vins')}`,
    `"query.q" = ${bind('terms')}`,
    // The public API v1's names for the same things.
    `"path.usdot" = ${bind('carrier-ids')}`,
    `"body.usdot" = ${bind('carrier-ids')}`,
    `"path.docket" = ${bind('mc-numbers')}`,
    `"body.docket" = ${bind('mc-numbers')}`,
    `"query.name" = ${bind('terms')}`,
    '',
  ].join('\n');
}

interface Run {
  code: number | null;
  output: string;
  seconds: number;
}

function runSchemathesis(args: string[], cwd: string, timeoutMs: number): Promise<Run> {
  const started = Date.now();
  return new Promise((done, fail) => {
    // Async on purpose: the server under test writes to pipes this process must keep draining.
    const child = spawn(SCHEMATHESIS, args, { cwd, env: { ...process.env, NO_COLOR: '1', COLUMNS: '120' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** What a reader needs when the run fails: the failures and errors, then the summary (the whole output if shorter). */
function report(run: Run): string {
  const from = run.output.search(/^=+ (FAILURES|ERRORS) =+$/m);
  const text = from >= 0 ? run.output.slice(from) : run.output;
  return text.length > 40_000 ? `${text.slice(0, 20_000)}\n…\n${text.slice(-20_000)}` : text;
}

describe('OpenAPI fuzzing with schemathesis [embedded]', () => {
  let server: RunningServer;
  let workDir: string;
  let baseArgs: string[];
  let v1Args: string[];
  /** A key of the demo company with every scope, made by its ADMIN as in API Settings. */
  let apiKey: string;
  /** USDOT numbers of seeded carriers. */
  let carrierIds: string[];
  /** Operations only a platform operator may call (x-access: operator): fuzzed in a pass of their own. */
  let operatorOnly: string[];

  beforeAll(async () => {
    if (!existsSync(SCHEMATHESIS)) {
      throw new Error(`schemathesis is not installed (${SCHEMATHESIS} is missing): run scripts/install-python-tools.sh (npm test runs it before the e2e tier)`);
    }
    server = await startServer('embedded', RATE_LIMITS);
    workDir = mkdtempSync(join(tmpdir(), 'logiscope-fuzz-'));

    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
    const excluded = [...SESSION_ENDING, ...streamingOperations(doc)];
    operatorOnly = operationsOf(doc).filter((op) => op['x-access'] === 'operator').map((op) => op.operationId);

    // Real identifiers from the seeded demo data, found through the API as a user finds them.
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/api/auth/login', demoAccount(server, 'ADMIN'))).status).toBe(200);
    const found = await client.get('/api/carriers/search?q=transport&pageSize=20');
    expect(found.status).toBe(200);
    const carriers = found.body.carriers as { dotNumber: string; mcNumber: string }[];
    carrierIds = carriers.map((c) => c.dotNumber).slice(0, 8);
    const mcNumbers = carriers.map((c) => c.mcNumber).filter(Boolean).slice(0, 4);
    let vins: string[] = [];
    for (const id of carrierIds) {
      const equipment = await client.get(`/api/carriers/${id}/equipment`);
      vins = (equipment.body as { vehicleVin: string }[]).map((e) => e.vehicleVin).filter(Boolean).slice(0, 4);
      if (vins.length) break;
    }
    expect(carrierIds.length && mcNumbers.length && vins.length).toBeTruthy();
    const config = join(workDir, 'schemathesis.toml');
    writeFileSync(config, configFile({ carrierIds, mcNumbers, vins, terms: ['transport', carrierIds[0], mcNumbers[0]] }));

    const runArgs = (document: string) => [
      '--config-file', config, 'run', `${server.baseUrl}${document}`,
      '--checks', CHECKS,
      '--max-examples', String(MAX_EXAMPLES),
      '--seed', String(SEED),
      '--generation-database', 'none',
      '--workers', '1',
      '--request-timeout', '20',
      '--no-color',
    ];
    baseArgs = [...runArgs('/api/openapi.json'), ...excluded.flatMap((id) => ['--exclude-operation-id', id])];
    v1Args = runArgs('/api/v1/openapi.json');

    const created = await client.post('/api/company/api-keys', { name: 'Fuzzing', scopes: [...API_KEY_SCOPES] });
    expect(created.status).toBe(201);
    apiKey = created.body.secret as string;
    // The key opens the v1 answers (else every fuzzed call would be a declared 401 and prove nothing).
    const byKey = await fetch(`${server.baseUrl}/api/v1/carriers/${carrierIds[0]}`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(byKey.status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  /** Signs in as the account and returns the session cookie schemathesis sends with every request. */
  async function sessionCookie(account: { email: string; password: string }): Promise<string> {
    const res = await new ApiClient(server.baseUrl).post('/api/auth/login', account);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('logiscope.sid='));
    if (!cookie) throw new Error('POST /api/auth/login set no logiscope.sid cookie');
    return cookie.split(';')[0];
  }

  async function fuzz(label: string, account: { email: string; password: string }, selection: string[]): Promise<void> {
    const cookie = await sessionCookie(account);
    await fuzzWith(label, [...baseArgs, '-H', `Cookie: ${cookie}`, ...selection]);
  }

  async function fuzzWith(label: string, args: string[]): Promise<void> {
    const run = await runSchemathesis(args, workDir, 540_000);
    // "2398 generated, 2398 passed" when nothing failed.
    const cases = /^\s*(\d+) generated, (.*)$/m.exec(run.output);
    process.stderr.write(`[fuzz] ${label}: schemathesis exit ${run.code} in ${run.seconds.toFixed(1)} s; ${cases?.[0].trim() ?? 'no test-case line'}\n`);
    if (run.code !== 0 || !cases || cases[2].trim() !== `${cases[1]} passed`) {
      const meaning = run.code === 1 ? 'an answer is a server error or contradicts the declared API (proto/src/http)' : 'it did not complete its run';
      throw new Error(`schemathesis (${label}) exited with ${run.code}: ${meaning}.\n\n${report(run)}`);
    }
  }

  // First, while the company is as seeded (the ADMIN pass may change its subscription or rules).
  it('finds no server error and no answer outside the declarations in the public API v1, with a Bearer key', async () => {
    await fuzzWith('public API v1 with a key of every scope, every operation of /api/v1/openapi.json', [...v1Args, '-H', `Authorization: Bearer ${apiKey}`]);
    // Still a key that opens the answers at the end: the run was not a run of 401s or 402s.
    expect((await fetch(`${server.baseUrl}/api/v1/carriers/${carrierIds[0]}`, { headers: { Authorization: `Bearer ${apiKey}` } })).status).toBe(200);
  }, 600_000);

  it('finds no server error and no answer outside the declarations, as a company ADMIN', async () => {
    await fuzz('company ADMIN, every served operation but the session-ending ones and streams', demoAccount(server, 'ADMIN'), []);
  }, 600_000);

  it('finds no server error and no answer outside the declarations in the operator-only operations, as the platform operator', async () => {
    const printed = /^Platform operator: (\S+@\S+) \/ (\S+)\s*$/m.exec(server.output());
    if (!printed) throw new Error(`The server printed no platform operator:\n${server.output()}`);
    const operator = { email: printed[1], password: printed[2] };
    expect(operatorOnly.length).toBeGreaterThan(0);
    await fuzz(`platform operator, operator-only operations (${operatorOnly.join(', ')})`, operator, operatorOnly.flatMap((id) => ['--include-operation-id', id]));
  }, 600_000);
});
