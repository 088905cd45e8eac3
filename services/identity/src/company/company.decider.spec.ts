import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import { companyDecider, type CompanyCommand, type CompanyEvent } from './company.decider';
import { companyRefusals } from './company.refusals';

// Refusals as the services word them (company.refusals.ts): what the caller is told.
const spec = deciderSpec(companyDecider, companyRefusals);
const setUp = (companyType: 'BROKER' | 'SHIPPER'): CompanyEvent => ({
  type: 'CompanySetUp',
  data: {
    companyId: 'c1', companyType, companyName: 'Northstar Brokerage LLC', mcNumber: 'MC-1123456B', dotNumber: '3345678', address: '', city: '', state: 'IL',
    zipCode: '', phone: '3125550187', email: 'ops@northstar-brokerage.com', setUpByUserId: 'u1',
  },
});
const record: BrokerAuthorityRecord = { found: true, dotNumber: '3345678', mcNumbers: ['1123456'], brokerAuthority: true, email: 'safety@northstar-brokerage.com', phone: '' };
const withFmcsa = (r: BrokerAuthorityRecord | null): CompanyCommand => ({ type: 'VerifyCompanyWithFmcsa', data: { record: r, byUserId: 'u1' } });
const byOperator: CompanyCommand = { type: 'VerifyCompanyByOperator', data: { byUserId: 'op' } };
const verified: CompanyEvent = { type: 'CompanyVerified', data: { companyId: 'c1', method: 'FMCSA', dotNumber: '3345678', matchedOn: 'EMAIL_DOMAIN', byUserId: 'u1' } };

describe('company decider: verification', () => {
  it('verifies a broker company that the FMCSA record vouches for', () => {
    expect(spec.given([setUp('BROKER')]).when(withFmcsa(record)).events).toEqual([verified]);
  });

  it('decides nothing when the record does not vouch for it (it stays pending)', () => {
    expect(spec.given([setUp('BROKER')]).when(withFmcsa({ ...record, email: 'x@elsewhere.example' })).events).toEqual([]);
    expect(spec.given([setUp('BROKER')]).when(withFmcsa(null)).events).toEqual([]);
  });

  it('verifies once: a second check or an operator after it changes nothing', () => {
    expect(spec.given([setUp('BROKER'), verified]).when(withFmcsa(record)).events).toEqual([]);
    expect(spec.given([setUp('BROKER'), verified]).when(byOperator).events).toEqual([]);
  });

  it('lets the platform operator verify a broker company by hand', () => {
    expect(spec.given([setUp('BROKER')]).when(byOperator).events).toEqual([
      { type: 'CompanyVerified', data: { companyId: 'c1', method: 'OPERATOR', dotNumber: '', matchedOn: '', byUserId: 'op' } },
    ]);
  });

  it('never verifies a shipper company, and knows no company that was never set up', () => {
    expect(spec.given([setUp('SHIPPER')]).when(withFmcsa(record)).events).toEqual([]);
    expect((spec.given([setUp('SHIPPER')]).when(byOperator).error as DomainError).code).toBe(ErrorCode.CONFLICT);
    expect((spec.given([]).when(byOperator).error as DomainError).code).toBe(ErrorCode.NOT_FOUND);
    expect((spec.given([]).when(withFmcsa(record)).error as DomainError).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('still sets a company up once', () => {
    const { type: _t, data } = setUp('BROKER') as Extract<CompanyEvent, { type: 'CompanySetUp' }>;
    const { companyId, setUpByUserId, ...fields } = data;
    const command: CompanyCommand = { type: 'SetUpCompany', data: { ...fields, companyId, setUpByUserId } as Extract<CompanyCommand, { type: 'SetUpCompany' }>['data'] };
    expect(spec.given([]).when(command).events).toEqual([setUp('BROKER')]);
    expect((spec.given([setUp('BROKER')]).when(command).error as DomainError).code).toBe(ErrorCode.CONFLICT);
  });
});
