import { resolve } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    PROFILE: z.enum(['embedded', 'distributed']).default('embedded'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST: z.string().default('./web/dist'),
    COOKIE_SECURE: bool.default(false),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
    SEED_DEMO: bool.default(true),
    CARRIER_DATA_DEMO_ROWS: z.coerce.number().int().min(0).max(3_000_000).default(5000),
    REDIS_URL: z.string().optional(),
    KAFKA_BROKERS: z.string().optional(),
    MONGO_URL: z.string().optional(),
    NAMESPACE: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
    IDENTITY_GRPC_URL: z.string().default('127.0.0.1:50051'),
    SECURITY_TRACKING_GRPC_URL: z.string().default('127.0.0.1:50056'),
    CARRIER_DATA_GRPC_URL: z.string().default('127.0.0.1:50052'),
  })
  .superRefine((c, ctx) => {
    if (c.PROFILE === 'distributed' && !c.REDIS_URL) ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'required when PROFILE=distributed' });
  });

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

/** Parsed once at start; a bad value stops the process with every problem listed. */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const c = parseConfig(schema, env);
  return {
    profile: c.PROFILE,
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    webDist: resolve(c.WEB_DIST),
    cookieSecure: c.COOKIE_SECURE,
    sessionTtlMs: c.SESSION_TTL_HOURS * 3600_000,
    seedDemo: c.SEED_DEMO,
    carrierDemoRows: c.SEED_DEMO ? c.CARRIER_DATA_DEMO_ROWS : 0,
    redisUrl: c.REDIS_URL,
    namespace: c.NAMESPACE,
    grpc: { identity: c.IDENTITY_GRPC_URL, 'security-tracking': c.SECURITY_TRACKING_GRPC_URL, 'carrier-data': c.CARRIER_DATA_GRPC_URL },
  };
}
