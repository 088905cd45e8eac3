import { z } from 'zod';
import { LoginRiskAssessedV1 } from './security-tracking.events';

/**
 * An API-key row's own part (issue 24 §1): which key, from which network. The key by its name and id (the screen shows
 * the name beside an id prefix), never the secret nor its hash.
 */
export const ApiKeyUseViewSchema = z
  .object({
    keyId: z.string().describe("The key's id (not secret: the list of keys shows it); never the secret."),
    network: z.string().describe('"203.0.113.7" (IPv4: the address) or "2001:db8:1:2::/64" (IPv6: its /64).'),
    asn: z.number().describe("The network's autonomous system number, 0 when unknown."),
    name: z.string().optional().describe("The key's name, as its ADMIN named it in API Settings (never the secret); absent on rows of older events."),
  })
  .meta({ id: 'ApiKeyUseView' });

/** The spec's login tracking record (GET /api/login-tracking), enriched offline by security-tracking. */
export const LoginRecordViewSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    companyId: z.string(),
    email: z.string(),
    ipAddress: z.string(),
    userAgent: z.string(),
    loginStatus: z.enum(['SUCCESS', 'FAILED', 'BLOCKED']),
    failureReason: z.string(),
    sessionId: z.string(),
    /** Empty strings (and 0, 0) when the address is not in the geo-IP database: the screen shows 'Unknown'. */
    country: z.string(),
    countryCode: z.string(),
    region: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
    // Through what network and from what device, as security-tracking's assessment of the attempt says it.
    ...LoginRiskAssessedV1.pick({
      isp: true,
      organization: true,
      isVpn: true,
      isProxy: true,
      isTor: true,
      isHosting: true,
      deviceType: true,
      browser: true,
      browserVersion: true,
      os: true,
      osVersion: true,
      isFirstTimeLocation: true,
      isFirstTimeDevice: true,
    }).shape,
    /** 0-100 (shown as a percentage), the sum of the factors' points. */
    riskScore: z.number(),
    threatLevel: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
    riskFactors: z.array(
      z.object({
        code: z.string(),
        points: z.number(),
        detail: z.string().describe('Plain English: the fallback when the web has no wording for the code.'),
        params: z.record(z.string(), z.string()).optional().describe("The detail's values: the web words `loginTracking:factors.<code>` with them (`context` names a variant)."),
      }),
    ),
    createdAt: z.string(),
    secondFactor: z
      .enum(['NONE', 'TOTP', 'RECOVERY_CODE'])
      .optional()
      .describe('The second factor the sign-in gave: NONE for the password alone; absent on records made before second factors existed.'),
    kind: z
      .enum(['LOGIN', 'API_KEY'])
      .optional()
      .describe(
        'LOGIN (absent on older records): a sign-in attempt. API_KEY: a company API key used from a network it had not been used from (status SUCCESS, e-mail, device and session empty; apiKey says which key).',
      ),
    apiKey: ApiKeyUseViewSchema.optional().describe('Set on API_KEY rows only.'),
  })
  .meta({
    id: 'LoginRecordView',
    examples: [
      {
        id: '0193b0c4-5d6e-7f00-8a1b-2c3d4e5f6a7b', userId: 'b8a4c1de-1f2a-4c3b-9d8e-7f6a5b4c3d2e', companyId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
        email: 'dana@acme.example', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', loginStatus: 'SUCCESS',
        failureReason: '', sessionId: '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', country: 'United States', countryCode: 'US', region: 'Texas', city: 'Dallas',
        latitude: 32.7831, longitude: -96.8067, timezone: 'America/Chicago', isp: 'Example Broadband', organization: 'Example Broadband',
        isVpn: false, isProxy: false, isTor: false, isHosting: false, deviceType: 'DESKTOP', browser: 'Chrome', browserVersion: '131.0',
        os: 'Linux', osVersion: '', isFirstTimeLocation: false, isFirstTimeDevice: false, riskScore: 0, threatLevel: 'LOW', riskFactors: [],
        createdAt: '2026-11-24T15:04:05.000Z',
      },
    ],
  });

export type LoginRecordView = z.infer<typeof LoginRecordViewSchema>;

export const LoginTrackingCountsSchema = z
  .object({
    /** riskScore 50 or more. */
    suspicious: z.number().int(),
    /** VPN, proxy or Tor. */
    vpnProxy: z.number().int(),
    failed: z.number().int(),
    blocked: z.number().int(),
  })
  .meta({ id: 'LoginTrackingCounts' });

/** GET /api/login-tracking: the newest records matching the filters, how many match, and the four cards over all of the caller's records. */
export const LoginTrackingReplySchema = z
  .object({
    records: z.array(LoginRecordViewSchema),
    /** Records matching the filters (the table's "N records"). */
    total: z.number().int(),
    /** false when a text search over many records estimated its total from the share it read (shown as "about N"). */
    totalExact: z.boolean(),
    /** The four summary cards, over every record the caller may see (not the filtered list). */
    counts: LoginTrackingCountsSchema,
  })
  .meta({ id: 'LoginTrackingReply' });

export type LoginTrackingCounts = z.infer<typeof LoginTrackingCountsSchema>;
export type LoginTrackingReply = z.infer<typeof LoginTrackingReplySchema>;
