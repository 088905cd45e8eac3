import { context, propagation, trace } from '@opentelemetry/api';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface TracingOptions {
  serviceName: string;
  /** Full OTLP/HTTP traces URL (e.g. http://collector:4318/v1/traces). Default: OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT. */
  exporterUrl?: string;
  /** Extra processors (tests use an in-memory exporter); spans are recorded whenever there is at least one. */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  /** True when spans are recorded and sent somewhere; false means the tracing API stays a no-op. */
  readonly recording: boolean;
  shutdown(): Promise<void>;
}

let current: Tracing | undefined;

/**
 * Starts OpenTelemetry for this process; call it first thing in main so http is instrumented before use.
 * With no exporter configured only the context manager and W3C propagator are registered: no tracer provider, so
 * spans are non-recording and cost next to nothing, yet an incoming traceparent still flows into events.
 * Calling it again returns the running instance.
 */
export function startTracing(options: TracingOptions): Tracing {
  if (current) return current;
  // Loaded on demand: the SDK and its exporters take ~0.7 s and ~35 MB, and most importers only want the context helpers.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');

  const exporting = Boolean(options.exporterUrl || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const spanProcessors: SpanProcessor[] = [...(options.spanProcessors ?? [])];
  if (exporting) {
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter(options.exporterUrl ? { url: options.exporterUrl } : {})));
  }
  const recording = spanProcessors.length > 0;
  const instrumentations = [];
  if (recording) {
    const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
    instrumentations.push(new HttpInstrumentation());
  }
  /* eslint-enable @typescript-eslint/no-require-imports */

  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    // An empty list (rather than undefined) stops the SDK from defaulting to an OTLP exporter on localhost.
    spanProcessors,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations,
  });
  sdk.start();

  const handle: Tracing = {
    recording,
    async shutdown() {
      if (current !== handle) return;
      current = undefined;
      await sdk.shutdown();
      // Unregister the globals so a later startTracing (tests, restarts in-process) can register again.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  current = handle;
  return handle;
}
