import type { ServiceDescriptor } from '@logiscope/infra';

/** The spec's login tracking record (fields the skeleton fills; geo-IP enrichment comes with the accounts issue). */
export interface LoginRecordView {
  id: string;
  userId: string;
  companyId: string;
  email: string;
  ipAddress: string;
  userAgent: string;
  loginStatus: 'SUCCESS' | 'FAILED' | 'BLOCKED';
  failureReason: string;
  sessionId: string;
  deviceType: 'DESKTOP' | 'MOBILE' | 'TABLET';
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  riskScore: number;
  threatLevel: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
  createdAt: string;
}

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
