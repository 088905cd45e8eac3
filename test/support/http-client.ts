import { ErrorBodySchema, OPERATIONS, ProblemBodySchema, PUBLIC_API_PREFIX, matchesPath, type Operation, type SuccessResponse } from '@logiscope/proto/http';

/**
 * The declared operation a request reaches: same method, matching path; a literal segment wins over a parameter
 * (/api/carriers/search before /api/carriers/:id), as the routes are registered.
 */
export function declaredOperation(method: string, path: string): Operation | undefined {
  const params = (op: Operation) => op.path.split('/').filter((s) => s.startsWith(':')).length;
  return OPERATIONS.filter((op) => op.method === method.toUpperCase() && matchesPath(op.path, path)).sort((a, b) => params(a) - params(b))[0];
}

/**
 * Checks an answer against its declaration: the status must be the operation's success, one of its other successes,
 * or a declared error status, and the body must parse with that answer's schema (ErrorBody for errors). Answers from
 * /api that reach no served operation must still be error bodies when they are errors. Returns what is wrong, or
 * undefined.
 */
export function contractViolation(method: string, path: string, res: { status: number; headers: Headers; text: string }): string | undefined {
  const pathname = path.split('?')[0];
  if (!pathname.startsWith('/api/')) return undefined;
  const op = declaredOperation(method, pathname);
  const where = `${method.toUpperCase()} ${pathname}`;
  const served = op && op.status === 'served';
  const answer: SuccessResponse | undefined = served
    ? [op.success, ...(op.alsoSuccess ?? [])].find((s) => s.status === res.status)
    : undefined;
  if (served && !answer && !op.errorStatuses.includes(res.status)) {
    return `${where} (operation ${op.id}) answered ${res.status}, which it does not declare (declared: ${[op.success.status, ...(op.alsoSuccess ?? []).map((s) => s.status), ...op.errorStatuses].join(', ')}): ${res.text.slice(0, 500)}`;
  }
  if (!answer && res.status < 400) return undefined; // an undeclared or planned path answering anything but an error
  // The public API (/api/v1) answers its errors as problem details (RFC 9457).
  const problem = !answer && pathname.startsWith(PUBLIC_API_PREFIX);
  const schema = answer ? answer.schema : problem ? ProblemBodySchema : ErrorBodySchema;
  const label = `${where} (${op ? `operation ${op.id}` : 'no served operation'}) answered ${res.status}`;
  // A redirect's short text ("Found. Redirecting to /auth") is for browsers without Location support: not checked.
  if (!schema) return res.text === '' || res.status === 302 ? undefined : `${label} with a body where it declares none: ${res.text.slice(0, 500)}`;
  const contentType = answer?.contentType ?? (problem ? 'application/problem+json' : 'application/json');
  if (!(res.headers.get('content-type') ?? '').startsWith(contentType)) {
    return `${label} as ${res.headers.get('content-type') ?? 'no content type'}, declared ${contentType}: ${res.text.slice(0, 500)}`;
  }
  let body: unknown = res.text;
  if (contentType === 'application/json' || contentType === 'application/problem+json') {
    try {
      body = JSON.parse(res.text);
    } catch {
      return `${label} with a body that is not JSON: ${res.text.slice(0, 500)}`;
    }
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message} [${i.code}]`).join('\n');
  return `${label} with a body that does not match its declared ${answer ? 'schema' : problem ? 'Problem' : 'ErrorBody'}:\n${issues}\nbody: ${res.text.slice(0, 2000)}`;
}

/**
 * A tiny cookie-keeping HTTP client: one per simulated browser. Every answer is checked against the operation the API
 * declares for it (proto/src/http): an undeclared status or a body its schema rejects throws, failing the test.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  /** `fetchImpl`: another way to connect, e.g. from another loopback address (loopback-fetch.ts). */
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const violation = contractViolation(method, path, { status: res.status, headers: res.headers, text });
    if (violation) throw new Error(`The answer contradicts the declared API (proto/src/http): ${violation}`);
    return { status: res.status, headers: res.headers, text, body: json };
  }

  /** A binary answer (a PDF), checked against its declaration like any other; the body as bytes. */
  async download(path: string) {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {} });
    const bytes = Buffer.from(await res.arrayBuffer());
    const violation = contractViolation('GET', path, { status: res.status, headers: res.headers, text: bytes.toString(res.ok ? 'latin1' : 'utf8') });
    if (violation) throw new Error(`The answer contradicts the declared API (proto/src/http): ${violation}`);
    return { status: res.status, headers: res.headers, bytes };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
}

let counter = 0;
/** A unique, valid registration payload; pass overrides for the case under test. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    email: `ann.${tag}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    companyName: `Acme ${tag}`,
    companyType: 'SHIPPER',
    ...overrides,
  };
}

export async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, label: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await probe();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`Timed out waiting for ${label}; last value: ${JSON.stringify(last)}`);
}
