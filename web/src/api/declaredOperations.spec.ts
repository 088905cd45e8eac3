/**
 * The web never calls a route that is not declared in @logiscope/proto/http.
 *
 * How: every RTK Query endpoint must build its request with `request(ops.<operation>, ...)` (operationRequest.ts), which
 * takes the method and path from the declaration and refuses planned operations; the base query refuses anything else
 * at run time. This spec reads the sources of every module that injects endpoints (TypeScript's parser) and fails when
 * an endpoint names no declared operation or spells a path itself (`query: () => '/some/undeclared'`), when the
 * endpoints the app registers at run time are not exactly the ones read, and when any other source spells an /api
 * path or calls fetch. The full page loads (SERVER_PATHS) must be the declared logoutRedirect and loginRedirect.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { OPERATIONS, matchesPath, ops } from '@logiscope/proto/http';
import { SERVER_PATHS } from '../app/routes';
import { baseApi } from './baseApi';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface EndpointBinding {
  name: string;
  /** Keys of `ops` the endpoint builds its requests from. */
  operations: string[];
  problems: string[];
}

const parse = (fileName: string, text: string) => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** String and template literals that read like a path (start with '/'). */
function pathLiterals(node: ts.Node): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text.startsWith('/')) found.push(n.text);
    else if (ts.isTemplateExpression(n) && n.head.text.startsWith('/')) found.push(n.getText());
  });
  return found;
}

/** `request(ops.x, ...)` calls under a node: the keys of `ops` they name. */
function requestedOperations(node: ts.Node): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    if (!ts.isCallExpression(n) || !ts.isIdentifier(n.expression) || n.expression.text !== 'request') return;
    const [op] = n.arguments;
    if (op && ts.isPropertyAccessExpression(op) && ts.isIdentifier(op.expression) && op.expression.text === 'ops') found.push(op.name.text);
    else found.push(`<not ops.x: ${op?.getText() ?? 'nothing'}>`);
  });
  return found;
}

function returnedObject(fn: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  let body: ts.Node = fn.body;
  if (ts.isBlock(body)) body = body.statements.find(ts.isReturnStatement)?.expression ?? body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : undefined;
}

/** The endpoints a module injects and the operations each is built from, with what breaks the rule. */
export function scanEndpoints(fileName: string, text: string): { endpoints: EndpointBinding[]; problems: string[] } {
  const endpoints: EndpointBinding[] = [];
  const problems: string[] = [];
  walk(parse(fileName, text), (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'injectEndpoints') return;
    const options = node.arguments[0];
    const endpointsProp =
      options && ts.isObjectLiteralExpression(options)
        ? options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'endpoints')
        : undefined;
    const definitions = endpointsProp ? returnedObject(endpointsProp.initializer) : undefined;
    if (!definitions) {
      problems.push(`${fileName}: injectEndpoints without an \`endpoints: (build) => ({ ... })\` this spec can read`);
      return;
    }
    for (const property of definitions.properties) {
      const name = property.name?.getText() ?? property.getText();
      const binding: EndpointBinding = { name, operations: [], problems: [] };
      if (!ts.isPropertyAssignment(property)) {
        binding.problems.push(`${name}: not a \`name: build.query(...)\` definition`);
      } else {
        binding.operations = requestedOperations(property.initializer);
        for (const literal of pathLiterals(property.initializer)) binding.problems.push(`${name}: spells the path ${literal} (build it with request(ops.<operation>, ...))`);
        if (binding.operations.length === 0) binding.problems.push(`${name}: builds no request from a declared operation (request(ops.<operation>, ...))`);
        for (const key of binding.operations) {
          const op = (ops as Record<string, unknown>)[key];
          if (!op || !OPERATIONS.includes(op as (typeof OPERATIONS)[number])) binding.problems.push(`${name}: ${key} is not a declared operation`);
        }
      }
      endpoints.push(binding);
    }
  });
  return { endpoints, problems };
}

const files = sourceFiles(SRC);
const apiFiles = files.filter((file) => /\.injectEndpoints\(/.test(readFileSync(file, 'utf8')));
const scanned = apiFiles.map((file) => ({ file: relative(SRC, file), ...scanEndpoints(relative(SRC, file), readFileSync(file, 'utf8')) }));

describe('the web calls declared operations only', () => {
  it('should find the feature APIs', () => {
    expect(apiFiles.map((file) => relative(SRC, file))).toEqual(expect.arrayContaining(['features/auth/auth.api.ts', 'features/carrier-detail/carrier-detail.api.ts']));
  });

  it.each(scanned.map((s) => [s.file, s] as const))('%s: every endpoint builds its request from a declared operation', (_file, { endpoints, problems }) => {
    expect([...problems, ...endpoints.flatMap((e) => e.problems)]).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('should read every endpoint the app registers, and no other', async () => {
    for (const file of apiFiles) await import(file);
    const read = scanned.flatMap((s) => s.endpoints.map((e) => e.name)).sort();
    expect(Object.keys(baseApi.endpoints).sort()).toEqual(read);
  });

  it('should catch an endpoint that spells its own path or names no declared operation', () => {
    const source = (definition: string) => `export const a = baseApi.injectEndpoints({ endpoints: (build) => ({ x: ${definition} }) });`;
    const problems = (definition: string) => scanEndpoints('x.api.ts', source(definition)).endpoints.flatMap((e) => e.problems);
    expect(problems("build.query<void, void>({ query: () => '/some/undeclared' })")).toEqual([
      'x: spells the path /some/undeclared (build it with request(ops.<operation>, ...))',
      'x: builds no request from a declared operation (request(ops.<operation>, ...))',
    ]);
    expect(problems("build.query<void, string>({ query: (id) => ({ url: `/carriers/${id}/undeclared`, method: 'DELETE' }) })")).toHaveLength(2);
    expect(problems('build.query<void, void>({ query: () => request(ops.noSuchOperation) })')).toEqual(['x: noSuchOperation is not a declared operation']);
    expect(problems('build.query<void, void>({ query: () => request(someOperation) })')).toEqual(['x: <not ops.x: someOperation> is not a declared operation']);
    expect(problems('build.query<void, string>({ query: (id) => request(ops.getCarrier, { params: { id } }) })')).toEqual([]);
    expect(scanEndpoints('y.api.ts', 'baseApi.injectEndpoints({ endpoints: makeEndpoints })').problems).toHaveLength(1);
  });

  it('should spell no /api path and call no fetch outside the declared operations', () => {
    const offences = files.flatMap((file) => {
      const found: string[] = [];
      walk(parse(file, readFileSync(file, 'utf8')), (n) => {
        if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && /^\/api(\/|$)/.test(n.text)) found.push(`${relative(SRC, file)}: '${n.text}'`);
        if (ts.isTemplateExpression(n) && /^\/api(\/|$)/.test(n.head.text)) found.push(`${relative(SRC, file)}: ${n.getText()}`);
        if (ts.isCallExpression(n) && /^(window\.|globalThis\.)?fetch$/.test(n.expression.getText())) found.push(`${relative(SRC, file)}: ${n.getText()}`);
        if (ts.isNewExpression(n) && n.expression.getText() === 'XMLHttpRequest') found.push(`${relative(SRC, file)}: XMLHttpRequest`);
      });
      return found;
    });
    // The API prefix itself is the one /api literal (the base URL every declared path starts with).
    expect(offences).toEqual(["api/operationRequest.ts: '/api'"]);
  });

  it('should load /api/logout and /api/login as the declared logoutRedirect and loginRedirect', () => {
    const fullPageLoads = OPERATIONS.filter((op) => op.method === 'GET' && op.status === 'served');
    for (const [name, path] of Object.entries(SERVER_PATHS)) expect([name, fullPageLoads.filter((op) => matchesPath(op.path, path)).map((op) => op.id)]).toEqual([name, [`${name}Redirect`]]);
    expect(SERVER_PATHS).toEqual({ logout: ops.logoutRedirect.path, login: ops.loginRedirect.path });
  });
});
