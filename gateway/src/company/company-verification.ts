import type { ServiceRegistry } from '@logiscope/infra';
import { ErrorCode, isDomainError } from '@logiscope/kernel';
import type { BrokerAuthorityRecord, CompanyVerificationResult } from '@logiscope/proto/views';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { IdentityService } from '@logiscope/identity/api';

const NO_RECORD: BrokerAuthorityRecord = { found: false, dotNumber: '', mcNumbers: [], brokerAuthority: false, email: '', phone: '' };

/**
 * The FMCSA check of the caller's company: carrier-data holds the FMCSA records, identity the company and the rule
 * (company-verification.rule.ts), so the gateway carries the record from one to the other. carrier-data being down
 * leaves the company as it is (FMCSA_UNAVAILABLE), never refused for it.
 */
export async function verifyCompanyWithFmcsa(registry: ServiceRegistry, actorUserId: string): Promise<CompanyVerificationResult> {
  const identity = registry.client(IdentityService);
  const { company, verification } = await identity.getCompanyProfile({ actorUserId });
  let record = NO_RECORD;
  let fmcsaAvailable = true;
  if (company.companyType === 'BROKER' && verification.status === 'PENDING') {
    try {
      record = await registry.client(CarrierDataService).brokerAuthority({ mcNumber: company.mcNumber, dotNumber: company.dotNumber });
    } catch (e) {
      if (!(isDomainError(e) && e.code === ErrorCode.UNAVAILABLE)) throw e;
      fmcsaAvailable = false;
    }
  }
  return identity.verifyCompanyWithFmcsa({ actorUserId, record, fmcsaAvailable });
}

/** Right after a broker company is set up: verified at once when FMCSA says so; anything in the way leaves it pending. */
export async function verifyNewBrokerCompany(registry: ServiceRegistry, user: { id: string; company?: { companyType: string } }): Promise<void> {
  if (user.company?.companyType !== 'BROKER') return;
  await verifyCompanyWithFmcsa(registry, user.id).catch(() => undefined);
}
