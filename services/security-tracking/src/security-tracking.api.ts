import type { ServiceDescriptor } from '@logiscope/infra';
import type { LoginRecordView } from '@logiscope/proto/views';

// The login record the HTTP API answers is declared once, with its zod schema, in @logiscope/proto/views.
export type { LoginRecordView };

export interface SecurityTrackingApi {
  /** Newest first. companyId scopes the list to one tenant (admins see their own company's logins). */
  listLoginRecords(request: { companyId: string; limit: number }): Promise<{ records: LoginRecordView[]; total: number }>;
}

export const SecurityTrackingService: ServiceDescriptor<SecurityTrackingApi> = {
  name: 'security-tracking',
  protoFile: 'v1/security-tracking.proto',
  protoPackage: 'logiscope.security.v1',
  serviceName: 'SecurityTrackingService',
  methods: ['listLoginRecords'],
};
