import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import { checkBrokerVerification, companyDomain, type CompanyFacts } from './company-verification.rule';

const broker: CompanyFacts = { companyType: 'BROKER', mcNumber: 'MC-1123456B', dotNumber: '3345678', email: 'Maria@Northstar-Brokerage.com', phone: '(312) 555-0187' };
const record: BrokerAuthorityRecord = { found: true, dotNumber: '3345678', mcNumbers: ['1123456'], brokerAuthority: true, email: 'ops@northstar-brokerage.com', phone: '3125550100' };

describe('checkBrokerVerification', () => {
  it("verifies a broker whose MC/DOT name a record with broker authority and whose e-mail domain is the record's", () => {
    expect(checkBrokerVerification(broker, record)).toEqual({ outcome: 'VERIFIED', dotNumber: '3345678', matchedOn: 'EMAIL_DOMAIN' });
  });

  it("verifies on the phone when the domains differ (+1 and formatting aside)", () => {
    const company = { ...broker, email: 'maria@other.example', phone: '+1 312-555-0100' };
    expect(checkBrokerVerification(company, record)).toEqual({ outcome: 'VERIFIED', dotNumber: '3345678', matchedOn: 'PHONE' });
  });

  it("leaves someone who copied a real broker's MC and DOT pending: neither its domain nor its phone", () => {
    const impostor = { ...broker, email: 'dispatch@northstar-brokerage.co', phone: '(312) 555-9999' };
    expect(checkBrokerVerification(impostor, record)).toEqual({ outcome: 'CONTACT_MISMATCH' });
  });

  it('never counts a shared webmail domain', () => {
    const company = { ...broker, email: 'northstar.brokerage@gmail.com', phone: '' };
    expect(checkBrokerVerification(company, { ...record, email: 'northstar@gmail.com' })).toEqual({ outcome: 'CONTACT_MISMATCH' });
    expect(companyDomain('x@GMAIL.com')).toBe('');
    expect(companyDomain('x@acme.io')).toBe('acme.io');
  });

  it('needs active broker authority (a carrier-only record is no broker)', () => {
    expect(checkBrokerVerification(broker, { ...record, brokerAuthority: false })).toEqual({ outcome: 'NO_BROKER_AUTHORITY' });
  });

  it("needs a record carrying both the company's MC and its DOT", () => {
    expect(checkBrokerVerification(broker, null)).toEqual({ outcome: 'NO_FMCSA_RECORD' });
    expect(checkBrokerVerification(broker, { ...record, found: false })).toEqual({ outcome: 'NO_FMCSA_RECORD' });
    expect(checkBrokerVerification(broker, { ...record, mcNumbers: ['999999'] })).toEqual({ outcome: 'NO_FMCSA_RECORD' });
    expect(checkBrokerVerification(broker, { ...record, dotNumber: '1' })).toEqual({ outcome: 'NO_FMCSA_RECORD' });
    // One number given: that one is enough to name the record (leading zeros aside).
    expect(checkBrokerVerification({ ...broker, mcNumber: '' , dotNumber: '03345678' }, record).outcome).toBe('VERIFIED');
    expect(checkBrokerVerification({ ...broker, dotNumber: '' }, record).outcome).toBe('VERIFIED');
  });

  it('has nothing to check for a shipper, or a broker without MC and DOT', () => {
    expect(checkBrokerVerification({ ...broker, companyType: 'SHIPPER' }, record)).toEqual({ outcome: 'NOT_A_BROKER' });
    expect(checkBrokerVerification({ ...broker, mcNumber: '', dotNumber: '' }, record)).toEqual({ outcome: 'NO_MC_OR_DOT' });
  });
});
