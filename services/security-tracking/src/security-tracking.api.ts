import type { ServiceDescriptor } from '@logiscope/infra';
import type { LoginRecordView, LoginTrackingReply } from '@logiscope/proto/views';

// The login record the HTTP API answers is declared once, with its zod schema, in @logiscope/proto/views.
export type { LoginRecordView, LoginTrackingReply };

/** Whose attempts: one company's (its administrator), or every attempt (the platform operator, unknown e-mails included). */
export interface LoginScope {
  companyId: string;
  allCompanies: boolean;
}

export interface LoginRecordFilters {
  /** Case-insensitive part of the e-mail, city or country, or part of the IP address; '' for none. */
  search: string;
  /** '' for any. */
  status: '' | 'SUCCESS' | 'FAILED' | 'BLOCKED';
  threatLevel: '' | 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
}

export interface SecurityTrackingApi {
  /** Newest first, the filters combined with AND; counts over the whole scope. */
  listLoginRecords(request: { scope: LoginScope; limit: number } & LoginRecordFilters): Promise<LoginTrackingReply>;
  /** Records stored after the cursor, oldest first ('' : none yet, only the cursor of now). The live screen polls this. */
  loginRecordsSince(request: { scope: LoginScope; cursor: string; limit: number }): Promise<{ records: LoginRecordView[]; cursor: string }>;
}

export const SecurityTrackingService: ServiceDescriptor<SecurityTrackingApi> = {
  name: 'security-tracking',
  protoFile: 'v1/security-tracking.proto',
  protoPackage: 'logiscope.security.v1',
  serviceName: 'SecurityTrackingService',
  methods: ['listLoginRecords', 'loginRecordsSince'],
};
