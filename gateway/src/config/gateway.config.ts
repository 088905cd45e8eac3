import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PORT, appUrlOf, appUrlSetting, parseConfig } from '@logiscope/kernel';
import { OPERATIONS } from '@logiscope/proto/http';
import { canonicalHost } from '../http/allowed-hosts';

const list = (raw: string) => raw.split(',').map((v) => v.trim()).filter(Boolean);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    PROFILE: z.enum(['embedded', 'distributed']).default('embedded'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST: z.string().default('./web/dist'),
    COOKIE_SECURE: bool.default(false),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
    // Signs remembered-device cookies (auth/remembered-devices.ts); unset: a key generated once, kept with the sessions.
    DEVICE_COOKIE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    SEED_DEMO: bool.default(true),
    CARRIER_DATA_DEMO_ROWS: z.coerce.number().int().min(0).max(3_000_000).default(5000),
    REDIS_URL: z.string().optional(),
    KAFKA_BROKERS: z.string().optional(),
    MONGO_URL: z.string().optional(),
    NAMESPACE: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
    IDENTITY_GRPC_URL: z.string().default('127.0.0.1:50051'),
    SECURITY_TRACKING_GRPC_URL: z.string().default('127.0.0.1:50056'),
    CARRIER_DATA_GRPC_URL: z.string().default('127.0.0.1:50052'),
    REPORTS_GRPC_URL: z.string().default('127.0.0.1:50053'),
    NOTES_GRPC_URL: z.string().default('127.0.0.1:50054'),
    BILLING_GRPC_URL: z.string().default('127.0.0.1:50055'),
    // Proxies whose X-Forwarded-For / -Proto are believed (express "trust proxy" names or CIDRs); none by default.
    TRUSTED_PROXIES: z.string().default(''),
    // Origins besides the gateway's own allowed to send state-changing requests (e.g. the Vite dev server).
    ALLOWED_ORIGINS: z.string().default(''),
    // The web app's public address; unset: http://localhost:<PORT> (appUrlOf). Its host is one the gateway answers for.
    APP_URL: appUrlSetting(),
    // Further host names (name or name:port) the gateway answers for, besides APP_URL's and loopback on its port.
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .refine((raw) => list(raw).every((h) => canonicalHost(h) !== null), 'host names or name:port, comma-separated (no scheme, no path)'),
    MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
    // Time a request's headers, then its body, have to arrive in full (408 after it).
    BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    // The platform operator (FMCSA import runs and other platform-wide data), created at start; never self-registered.
    OPERATOR_EMAIL: z.string().trim().toLowerCase().pipe(z.union([z.literal(''), z.email()])).optional(),
    OPERATOR_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
    // The platform operator must sign in with a second factor (set it up at the first sign-in). Off by default so the
    // demo operator of a fresh `npm start` signs in with the printed password; production turns it on.
    REQUIRE_OPERATOR_SECOND_FACTOR: bool.default(false),
    // test (jest sets it, the test servers inherit it): every answer also through zod's runtime parser, compared with
    // the compiled path's (declared-answer.interceptor.ts).
    NODE_ENV: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.PROFILE === 'distributed' && !c.REDIS_URL) ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'required when PROFILE=distributed' });
    if (c.OPERATOR_EMAIL && !c.OPERATOR_PASSWORD) ctx.addIssue({ code: 'custom', path: ['OPERATOR_PASSWORD'], message: 'required with OPERATOR_EMAIL' });
  });

/** The embedded demo's operator, beside its demo company (same demo password, printed at start). */
const DEMO_OPERATOR = { email: 'operator@demo.logiscope.dev', password: 'LogiScope-demo-2026' };

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
    deviceCookieSecret: c.DEVICE_COOKIE_SECRET,
    seedDemo: c.SEED_DEMO,
    carrierDemoRows: c.SEED_DEMO ? c.CARRIER_DATA_DEMO_ROWS : 0,
    redisUrl: c.REDIS_URL,
    mongoUrl: c.MONGO_URL,
    namespace: c.NAMESPACE,
    trustedProxies: list(c.TRUSTED_PROXIES),
    edge: {
      maxBodyBytes: c.MAX_BODY_BYTES,
      bodyTimeoutMs: c.BODY_TIMEOUT_MS,
      appUrl: appUrlOf(c.APP_URL, env),
      allowedHosts: list(c.ALLOWED_HOSTS),
      allowedOrigins: list(c.ALLOWED_ORIGINS), rawBodyPaths: OPERATIONS.filter((o) => o.signedBody).map((o) => o.path) },
    operator: operatorOf(c),
    operatorEmails: [operatorOf(c).email].filter(Boolean),
    requireOperatorSecondFactor: c.REQUIRE_OPERATOR_SECOND_FACTOR,
    answerCheck: c.NODE_ENV === 'test' ? ('compare' as const) : ('compiled' as const),
    grpc: { identity: c.IDENTITY_GRPC_URL, 'security-tracking': c.SECURITY_TRACKING_GRPC_URL, 'carrier-data': c.CARRIER_DATA_GRPC_URL, reports: c.REPORTS_GRPC_URL, notes: c.NOTES_GRPC_URL, billing: c.BILLING_GRPC_URL },
  };
}

function operatorOf(c: z.infer<typeof schema>): { email: string; password: string; printed: boolean } {
  if (c.OPERATOR_EMAIL) return { email: c.OPERATOR_EMAIL, password: c.OPERATOR_PASSWORD ?? '', printed: false };
  const demo = c.SEED_DEMO && c.PROFILE === 'embedded' && c.OPERATOR_EMAIL === undefined;
  return demo ? { ...DEMO_OPERATOR, printed: true } : { email: '', password: '', printed: false };
}
