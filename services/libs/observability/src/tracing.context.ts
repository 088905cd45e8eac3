import { context, defaultTextMapGetter, defaultTextMapSetter, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

// Only @opentelemetry/api and core here: cheap to import from infra and services. Without startTracing() every call
// below is a no-op apart from passing an incoming traceparent through, so events keep their trace either way.

// The event metadata key is part of the public contract (W3C `traceparent`), so it does not follow whatever
// propagator a process registered globally.
const w3c = new W3CTraceContextPropagator();

const TRACER = '@logiscope/observability';

/** The current trace context as event metadata / message headers: `{ traceparent }` (plus `tracestate` if any), or `{}`. */
export function injectTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  w3c.inject(context.active(), carrier, defaultTextMapSetter);
  return carrier;
}

/** Runs fn inside the trace described by metadata.traceparent (e.g. the producer's), so spans it starts become children. */
export function withExtractedContext<T>(metadata: Readonly<Record<string, string | undefined>> | undefined, fn: () => T): T {
  if (!metadata?.traceparent) return fn();
  const carrier = Object.fromEntries(Object.entries(metadata).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return context.with(w3c.extract(context.active(), carrier, defaultTextMapGetter), fn);
}

export interface SpanOptions {
  kind?: SpanKind;
}

/** Runs fn in a new active span that ends when fn settles; a thrown error is recorded on the span and rethrown. */
export async function withSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T> | T, options: SpanOptions = {}): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      span.recordException(err);
      span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
      throw e;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
