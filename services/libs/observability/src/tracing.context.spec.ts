import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { injectTraceContext, startTracing, withExtractedContext, withSpan, type Tracing } from './index';

describe('trace context across an event', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  beforeAll(() => {
    tracing = startTracing({ serviceName: 'observability-spec', spanProcessors: [new SimpleSpanProcessor(exporter)] });
  });
  afterAll(() => tracing.shutdown());
  beforeEach(() => exporter.reset());

  const spanNamed = (name: string) => {
    const s = exporter.getFinishedSpans().find((x) => x.name === name);
    if (!s) throw new Error(`no span ${name}`);
    return s;
  };

  it('makes the producer span the parent of the consumer span created from the event metadata', async () => {
    // Producer: inside a request span, the event's metadata gets the traceparent.
    const metadata: Record<string, string> = await withSpan('POST /auth/login', {}, async () => ({ correlationId: 'c-1', ...injectTraceContext() }));
    expect(metadata.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    // Consumer: another process, so nothing active; only the metadata crosses over.
    await context.with(ROOT_CONTEXT, () =>
      withExtractedContext(metadata, () => withSpan('logiscope.identity.login-attempts.v1 process', { 'messaging.system': 'kafka' }, async () => undefined, { kind: SpanKind.CONSUMER })),
    );

    const producer = spanNamed('POST /auth/login');
    const consumer = spanNamed('logiscope.identity.login-attempts.v1 process');
    expect(consumer.spanContext().traceId).toBe(producer.spanContext().traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(consumer.parentSpanContext?.isRemote).toBe(true);
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.resource.attributes['service.name']).toBe('observability-spec');
  });

  it('starts a new trace when the event carries no traceparent', async () => {
    await context.with(ROOT_CONTEXT, () => withExtractedContext({ correlationId: 'c-2' }, () => withSpan('orphan', {}, () => undefined)));
    expect(spanNamed('orphan').parentSpanContext).toBeUndefined();
  });

  it('records a failing handler on its span and rethrows', async () => {
    await expect(withSpan('failing', {}, () => Promise.reject(new Error('cannot digest')))).rejects.toThrow('cannot digest');
    const s = spanNamed('failing');
    expect(s.status).toEqual({ code: SpanStatusCode.ERROR, message: 'cannot digest' });
    expect(s.events.map((e) => e.name)).toContain('exception');
  });

  it('injects nothing outside a span', () => {
    expect(context.with(ROOT_CONTEXT, () => injectTraceContext())).toEqual({});
  });
});

describe('tracing without an exporter', () => {
  it('records nothing but still carries an incoming trace into new events', async () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
    const tracing = startTracing({ serviceName: 'quiet' });
    try {
      expect(tracing.recording).toBe(false);
      const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const outgoing = await withExtractedContext({ traceparent: incoming }, () =>
        withSpan('handler', {}, (span) => {
          expect(span.isRecording()).toBe(false);
          expect(trace.getActiveSpan()).toBe(span);
          return injectTraceContext();
        }),
      );
      expect(outgoing.traceparent).toBe(incoming);
    } finally {
      await tracing.shutdown();
    }
  });
});
