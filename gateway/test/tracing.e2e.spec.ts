import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, freePort, startServer, type RunningServer } from '../../test/support/server-process';

interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
}

/** A minimal OTLP/HTTP JSON collector: what the exporter sends, flattened to spans with their service name. */
function collector(spans: CollectedSpan[]): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const payload = JSON.parse(body);
        for (const rs of payload.resourceSpans ?? []) {
          const service = rs.resource?.attributes?.find((a: any) => a.key === 'service.name')?.value?.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name });
        }
      } catch {
        // protobuf payloads are not expected: the exporter is configured for JSON below
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
}

// Both profiles export spans when an OTLP endpoint is configured (gateway/src/tracing.ts): embedded, the one process
// is the gateway; distributed, the sign-in also crosses gRPC and Kafka into identity and security-tracking.
describe.each(e2eProfiles())('OpenTelemetry trace of a sign-in [%s]', (profile) => {
  const spans: CollectedSpan[] = [];
  /** Traces a test started itself (their root span is the test's, not in the trace). */
  const callerTraces = new Set<string>();
  let server: RunningServer;
  let otlp: Server;
  beforeAll(async () => {
    const port = await freePort();
    otlp = collector(spans);
    await new Promise<void>((r) => otlp.listen(port, '127.0.0.1', r));
    server = await startServer(profile, {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    otlp?.close();
  });

  it("continues the caller's trace (W3C traceparent) and exports the gateway's span of the request", async () => {
    const account = registration();
    await new ApiClient(server.baseUrl).post('/api/auth/register', account);
    const traceId = randomBytes(16).toString('hex');
    callerTraces.add(traceId);
    const parentSpanId = randomBytes(8).toString('hex');
    const login = await new ApiClient(server.baseUrl).request('POST', '/api/auth/login', { email: account.email, password: account.password }, { traceparent: `00-${traceId}-${parentSpanId}-01` });
    expect(login.status).toBe(200);

    const trace = await eventually(
      async () => spans.filter((s) => s.traceId === traceId),
      (t) => t.some((s) => s.parentSpanId === parentSpanId),
      "the gateway's span of the sign-in",
      30_000,
    );
    // The gateway's server span hangs off the caller's span; every other span of the trace off a span of the trace.
    expect(trace.filter((s) => s.parentSpanId === parentSpanId).map((s) => s.service)).toEqual(['gateway']);
    const ids = new Set([parentSpanId, ...trace.map((s) => s.spanId)]);
    expect(trace.filter((s) => !ids.has(s.parentSpanId))).toEqual([]);
  }, 120_000);

  if (profile === 'distributed') {
    it('follows one sign-in from the gateway through identity and Kafka into security-tracking', async () => {
      const account = registration();
      await new ApiClient(server.baseUrl).post('/api/auth/register', account);
      const login = await new ApiClient(server.baseUrl).post('/api/auth/login', { email: account.email, password: account.password });
      expect(login.status).toBe(200);

      const trace = await eventually(
        async () => {
          const identityLogin = spans.find((s) => s.service === 'identity' && /\/Login$/.test(s.name) && !callerTraces.has(s.traceId));
          return identityLogin ? spans.filter((s) => s.traceId === identityLogin.traceId) : [];
        },
        // Each process exports on its own schedule: the gateway's span ends after the reply, so it may arrive last.
        (t) => ['gateway', 'identity', 'security-tracking'].every((service) => t.some((s) => s.service === service)),
        'a trace with spans of the gateway, identity and security-tracking',
        // security-tracking first works through the sign-ins other suites left on the shared topic
        60_000,
      );
      const services = new Set(trace.map((s) => s.service));
      expect(services).toEqual(new Set(['gateway', 'identity', 'security-tracking']));
      // Every span but the root has its parent inside the same trace: one unbroken chain.
      const ids = new Set(trace.map((s) => s.spanId));
      expect(trace.filter((s) => s.parentSpanId && !ids.has(s.parentSpanId))).toEqual([]);
    }, 120_000);
  }
});
