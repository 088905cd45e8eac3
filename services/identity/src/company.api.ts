import type { BrokerAuthorityRecord, CompanyProfileView, CompanyVerificationResult, PendingCompanyView } from '@logiscope/proto/views';

export interface VerifyCompanyWithFmcsaRequest {
  actorUserId: string;
  /** What carrier-data holds for the company's MC/DOT (found: false when nothing). */
  record: BrokerAuthorityRecord;
  /** False when carrier-data could not be asked: the company stays as it is. */
  fmcsaAvailable: boolean;
}

export interface OperatorVerifyCompanyRequest {
  companyId: string;
  operatorUserId: string;
}

/** identity's company API: the control panel's Company tab and stat cards, and broker verification. */
export interface CompanyApi {
  getCompanyProfile(request: { actorUserId: string }): Promise<CompanyProfileView>;
  verifyCompanyWithFmcsa(request: VerifyCompanyWithFmcsaRequest): Promise<CompanyVerificationResult>;
  operatorVerifyCompany(request: OperatorVerifyCompanyRequest): Promise<CompanyVerificationResult>;
  listPendingCompanyVerifications(request: { limit: number }): Promise<{ companies: PendingCompanyView[] }>;
}

export const COMPANY_METHODS = [
  'getCompanyProfile',
  'verifyCompanyWithFmcsa',
  'operatorVerifyCompany',
  'listPendingCompanyVerifications',
] as const satisfies readonly (keyof CompanyApi)[];
