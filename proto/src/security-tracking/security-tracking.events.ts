import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { onWire } from '../protogen/proto-field';
import { LoginFailureReason, LoginOutcome, SecondFactorOnEvent } from '../identity/identity.events';

export const ThreatLevel = z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
export const DeviceType = z.enum(['DESKTOP', 'MOBILE', 'TABLET']);

/** Why an attempt scored what it did: one line per rule that fired, with the points it added. */
export const LoginRiskFactorV1 = z.object({
  /** FAILURES_IN_WINDOW | NEW_DEVICE | NEW_COUNTRY | TOR | VPN | PROXY | HOSTING | IMPOSSIBLE_TRAVEL | KNOWN_BAD_RANGE | BLOCKED | THROTTLED | UNKNOWN_EMAIL | FAILED_ATTEMPT */
  code: z.string().describe('"FAILURES_IN_WINDOW" | "NEW_DEVICE" | "NEW_COUNTRY" | "TOR" | "VPN" | "PROXY" | "HOSTING" | "IMPOSSIBLE_TRAVEL" | "KNOWN_BAD_RANGE" | "BLOCKED" | "THROTTLED" | "UNKNOWN_EMAIL" | "FAILED_ATTEMPT" (more may come: ignore unknown codes)'),
  points: z.number(),
  /** Plain English, e.g. "5 failed attempts in the last 15 minutes" (logs, exports, and the web's fallback). */
  detail: z.string(),
  /**
   * The detail's values, so the web words it in the reader's language (`loginTracking:factors.<code>`, with
   * `context` naming a variant: `org` when an organisation is known, `minutes` or `hours` for a travel time).
   * Absent on assessments made before it existed.
   */
  params: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "The detail's values (count, browser, os, country, organization, km, place, minutes, hours; context names a variant): the web words the factor in the reader's language from code and params, detail is the fallback.",
    ),
});

/**
 * security-tracking's analysis of one LoginAttempted (stream `login-risk:<attempt event id>`): where it came from
 * (offline geo-IP and ASN databases), through what (Tor, VPN, proxy, hosting), on what device, and the risk score
 * 0-100 with its factors.
 */
export const LoginRiskAssessedV1 = z.object({
  /** The LoginAttempted event's id: one assessment per attempt. */
  attemptId: z.string().describe('The LoginAttempted event\'s id (logiscope.identity.login-attempts.v1).'),
  attemptedAt: z.string(),
  email: z.string(),
  userId: z.string().describe('Empty when the e-mail matches no account.'),
  companyId: z.string(),
  outcome: LoginOutcome,
  failureReason: LoginFailureReason,
  ipAddress: z.string(),
  country: z.string().describe('Empty when the address is not in the geo-IP database (private ranges, loopback).'),
  countryCode: z.string().describe('ISO 3166-1 alpha-2.'),
  region: z.string(),
  city: z.string(),
  /** 0 and 0 when the place is unknown (countryCode empty). */
  latitude: z.number().describe('0 and 0 when the place is unknown (country_code empty).'),
  longitude: z.number(),
  timezone: z.string().describe('IANA time zone, e.g. "Europe/Paris".'),
  asn: z.number().describe('0 when unknown.'),
  isp: z.string(),
  organization: z.string(),
  isVpn: z.boolean(),
  isProxy: z.boolean(),
  isTor: z.boolean(),
  isHosting: z.boolean(),
  deviceType: DeviceType,
  browser: z.string(),
  browserVersion: z.string(),
  os: z.string(),
  osVersion: z.string(),
  isFirstTimeLocation: z.boolean(),
  isFirstTimeDevice: z.boolean(),
  riskScore: onWire(z.number().int().min(0).max(100), 'double').describe('0-100.'),
  threatLevel: ThreatLevel,
  factors: z.array(LoginRiskFactorV1),
  /** The attempt's second factor (NONE: the password alone); absent on older assessments, read as NONE. */
  secondFactor: SecondFactorOnEvent.describe('"NONE" | "TOTP" | "RECOVERY_CODE": the second factor the sign-in gave; unset on older events, read as NONE.'),
});
export type LoginRiskAssessed = EventOf<'LoginRiskAssessed', typeof LoginRiskAssessedV1>;

/**
 * A company's API key used from an address none of its earlier requests came from (its first use is one too): stream
 * `api-key-address:<key id>:<network>`, one event per key and network, ever. The network is the IPv4 address itself,
 * or an IPv6 address's /64 (a host's own prefix; its privacy addresses change within it). What the security team
 * needs to tell a TMS's usual servers from a leaked key at work elsewhere; never the secret, nor its hash.
 */
export const ApiKeyUsedFromNewAddressV1 = z.object({
  keyId: z.string(),
  companyId: z.string().describe('The company the key belongs to.'),
  createdByUserId: z.string().describe('Who created the key (the caller its requests act as).'),
  usedAt: z.string().describe('The first request from that network, as the gateway saw it.'),
  ipAddress: z.string().describe('The address of that request.'),
  network: z.string().describe('"203.0.113.7" (IPv4: the address) or "2001:db8:1:2::/64" (IPv6: its /64).'),
  // Where it came from, as a sign-in's assessment says it.
  ...LoginRiskAssessedV1.pick({ country: true, countryCode: true, city: true, asn: true, organization: true, isVpn: true, isProxy: true, isTor: true, isHosting: true }).shape,
  isKnownBad: z.boolean().optional().describe('The address is in a known-bad range (the list sign-ins are scored on); unset on older events, read as false.'),
  keyName: z.string().optional().describe("The key's name, as its ADMIN named it in API Settings (never the secret); unset on older events (the screen shows the id's prefix alone)."),
});
export type ApiKeyUsedFromNewAddress = EventOf<'ApiKeyUsedFromNewAddress', typeof ApiKeyUsedFromNewAddressV1>;

export type LoginRiskFactor = z.infer<typeof LoginRiskFactorV1>;
export type SecurityEvent = LoginRiskAssessed | ApiKeyUsedFromNewAddress;
