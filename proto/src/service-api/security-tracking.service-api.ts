import { z } from 'zod';
import { int32 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { LoginTrackingCountsSchema } from '../views';

const LoginScope = z.object({
  companyId: z.string().describe('The administrator\'s company; ignored when all_companies (the platform operator).'),
  allCompanies: z.boolean(),
});

const ListLoginRecordsRequest = z.object({
  scope: LoginScope.optional(),
  limit: int32(),
  search: z.string().describe('Empty: no filter.'),
  status: z.string().describe('"" | SUCCESS | FAILED | BLOCKED'),
  threatLevel: z.string().describe('"" | LOW | MEDIUM | HIGH | CRITICAL'),
});

const LoginTrackingCounts = LoginTrackingCountsSchema;

const RiskFactor = z.object({
  code: z.string(),
  points: z.number(),
  detail: z.string().describe('Plain English; the web words code + params in the reader\'s language and falls back to it.'),
  params: z.record(z.string(), z.string()),
});

const LoginRecordView = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  email: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  loginStatus: z.string().describe('SUCCESS | FAILED | BLOCKED'),
  failureReason: z.string(),
  sessionId: z.string(),
  deviceType: z.string().describe('DESKTOP | MOBILE | TABLET'),
  browser: z.string(),
  browserVersion: z.string(),
  os: z.string(),
  osVersion: z.string(),
  riskScore: z.number().describe('double so any score the domain computes (fractional or not) round-trips exactly.'),
  threatLevel: z.string().describe('LOW | MEDIUM | HIGH | CRITICAL'),
  createdAt: z.string().describe('ISO-8601'),
  country: z.string(),
  countryCode: z.string(),
  region: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  isp: z.string(),
  organization: z.string(),
  isVpn: z.boolean(),
  isProxy: z.boolean(),
  isTor: z.boolean(),
  isHosting: z.boolean(),
  isFirstTimeLocation: z.boolean(),
  isFirstTimeDevice: z.boolean(),
  riskFactors: z.array(RiskFactor),
  secondFactor: z.string().optional().describe('NONE | TOTP | RECOVERY_CODE; unset on records made before second factors existed.'),
});

const ListLoginRecordsReply = z.object({
  records: z.array(LoginRecordView),
  total: int32(),
  counts: LoginTrackingCounts.optional(),
  totalExact: z.boolean().describe('false when a text search over many records estimated its total.'),
});

const LoginRecordsSinceRequest = z.object({
  scope: LoginScope.optional(),
  cursor: z.string().describe('The cursor of the last answer ("" : only records stored from now on).'),
  limit: int32(),
});

const LoginRecordsSinceReply = z.object({ records: z.array(LoginRecordView), cursor: z.string() });

export const SecurityTrackingContract = defineService({
  file: 'grpc/v1/security-tracking.proto',
  package: 'logiscope.security.v1',
  service: 'SecurityTrackingService',
  source: 'proto/src/service-api/security-tracking.service-api.ts',
  header:
    'security-tracking\'s application API (login records and their risk), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as strings (see identity.proto for why).',
  messages: { LoginScope, ListLoginRecordsRequest, LoginTrackingCounts, RiskFactor, LoginRecordView, ListLoginRecordsReply, LoginRecordsSinceRequest, LoginRecordsSinceReply },
  rpcs: {
    listLoginRecords: { request: ListLoginRecordsRequest, reply: ListLoginRecordsReply, comment: 'Newest first, filtered (AND), with the four summary counts over the whole scope.' },
    loginRecordsSince: { request: LoginRecordsSinceRequest, reply: LoginRecordsSinceReply, comment: 'Records stored after a cursor (the live screen\'s feed), oldest first.' },
  },
});
