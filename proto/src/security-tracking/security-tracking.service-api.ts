import { z } from 'zod';
import { int32 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { LoginOutcome } from '../identity/identity.events';
import { ThreatLevel } from './security-tracking.events';
import { ApiKeyUseViewSchema, LoginRecordViewSchema, LoginTrackingCountsSchema, LoginTrackingReplySchema } from '../views';

const LoginScope = z.object({
  companyId: z.string().describe('The administrator\'s company; ignored when all_companies (the platform operator).'),
  allCompanies: z.boolean(),
});

const ListLoginRecordsRequest = z.object({
  scope: LoginScope,
  limit: int32(),
  search: z.string().describe('Case-insensitive part of the e-mail, city or country, or part of the IP address (an API-key row: of its key id); empty: no filter.'),
  status: z.enum(['', ...LoginOutcome.options]).describe('"" (any) | SUCCESS | FAILED | BLOCKED'),
  threatLevel: z.enum(['', ...ThreatLevel.options]).describe('"" (any) | LOW | MEDIUM | HIGH | CRITICAL'),
});

const LoginTrackingCounts = LoginTrackingCountsSchema;


const LoginRecordView = LoginRecordViewSchema;
const RiskFactor = LoginRecordView.shape.riskFactors.element;
const ApiKeyUseView = ApiKeyUseViewSchema;

const ListLoginRecordsReply = LoginTrackingReplySchema;

const LoginRecordsSinceRequest = z.object({
  scope: LoginScope,
  cursor: z.string().describe('The cursor of the last answer ("" : only records stored from now on).'),
  limit: int32(),
});

const LoginRecordsSinceReply = z.object({ records: z.array(LoginRecordView), cursor: z.string() });

const ApiKeyAddressUse = z.object({
  keyId: z.string(),
  companyId: z.string(),
  createdByUserId: z.string(),
  ipAddress: z.string(),
  at: z.string().describe('ISO-8601: the first request from that address the gateway saw.'),
  keyName: z.string().optional().describe("The key's name, as its ADMIN named it in API Settings (never the secret); unset from an older gateway."),
});

const RecordApiKeyAddressesRequest = z.object({ uses: z.array(ApiKeyAddressUse) });

const RecordApiKeyAddressesReply = z.object({ newAddresses: int32().describe('How many were new to their key (one ApiKeyUsedFromNewAddress each).') });

export const SecurityTrackingContract = defineService({
  file: 'grpc/v1/security-tracking.proto',
  package: 'logiscope.security.v1',
  service: 'SecurityTrackingService',
  source: 'proto/src/security-tracking/security-tracking.service-api.ts',
  header:
    'security-tracking\'s application API (login records and their risk), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as strings (see identity.proto for why).',
  messages: { LoginScope, ListLoginRecordsRequest, LoginTrackingCounts, RiskFactor, ApiKeyUseView, LoginRecordView, ListLoginRecordsReply, LoginRecordsSinceRequest, LoginRecordsSinceReply, ApiKeyAddressUse, RecordApiKeyAddressesRequest, RecordApiKeyAddressesReply },
  rpcs: {
    listLoginRecords: { request: ListLoginRecordsRequest, reply: ListLoginRecordsReply, comment: 'Newest first, filtered (AND), with the four summary counts over the whole scope.' },
    loginRecordsSince: { request: LoginRecordsSinceRequest, reply: LoginRecordsSinceReply, comment: 'Records stored after a cursor (the live screen\'s feed), oldest first.' },
    recordApiKeyAddresses: {
      request: RecordApiKeyAddressesRequest,
      reply: RecordApiKeyAddressesReply,
      comment: 'The gateway\'s batch of API-key uses from addresses it had not seen them use: each one new to its key is published on the login-risk stream.',
    },
  },
});
