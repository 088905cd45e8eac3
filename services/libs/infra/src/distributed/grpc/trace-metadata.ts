import { Metadata } from '@grpc/grpc-js';
import { context, propagation, trace, type Context, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';

// W3C trace context (traceparent, tracestate, baggage: whatever propagator the process registered) as gRPC
// metadata. @opentelemetry/api only, so infra does not depend on @logiscope/observability; with no SDK registered
// both calls are no-ops.

const setter: TextMapSetter<Metadata> = {
  set: (metadata, key, value) => metadata.set(key, value),
};

const getter: TextMapGetter<Metadata> = {
  keys: (metadata) => Object.keys(metadata.getMap()),
  get: (metadata, key) => {
    const values = metadata.get(key).filter((v): v is string => typeof v === 'string');
    return values.length > 1 ? values : values[0];
  },
};

export function injectTraceContext(metadata: Metadata, ctx: Context = context.active()): Metadata {
  propagation.inject(ctx, metadata, setter);
  return metadata;
}

/**
 * The context a handler should run in. If gRPC instrumentation already opened a server span, it extracted the same
 * headers and that span must stay the parent, so the active context is kept as is.
 */
export function extractTraceContext(metadata: Metadata | undefined): Context {
  const active = context.active();
  if (!metadata || trace.getSpan(active)) return active;
  return propagation.extract(active, metadata, getter);
}
