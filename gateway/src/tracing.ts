// Imported first by main.ts so http is instrumented before Nest and express load. The embedded profile skips the
// SDK unless an OTLP endpoint is configured (it would only cost start-up time and memory there).
import { startTracing } from '@logiscope/observability';

if (process.env.PROFILE === 'distributed' || process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  startTracing({ serviceName: 'gateway' });
}
