import type { FreightGuardRecord } from '@logiscope/reports/api';
import { toFreightGuardView } from './freightguard.view';

const record = (over: Partial<FreightGuardRecord> = {}): FreightGuardRecord =>
  ({
    id: 'r1', carrierId: '1000001', carrierName: 'Eagle Freight', mcNumber: '123456', dotNumber: '1000001', reportCategory: 'PAYMENT_ISSUES', incidentType: 'NON_PAYMENT',
    severity: 'HIGH', description: 'Never paid.', location: 'Dallas, TX', incidentDate: '2026-11-01', monetaryImpact: '12500.50', isDoubleBrokerage: false, brokerageChain: [],
    status: 'PENDING', verifiedBy: '', reporterName: 'Ann Lee', reporterCompany: 'Acme', filedAt: '2026-11-02T10:00:00.000Z', responseDeadline: '2026-11-03T10:00:00.000Z',
    responseText: '', respondedAt: '', amountRecovered: '', resolvedAt: '', responseId: 'x'.repeat(43), isOwn: true, corroborations: 0, ...over,
  }) as FreightGuardRecord;

describe('an incident as the HTTP API shows it', () => {
  it('links the carrier record, reads money as dollars, and gives the response link to the filing company only', () => {
    expect(toFreightGuardView(record())).toMatchObject({ carrierLinked: true, monetaryImpact: 12500.5, response: null, amountRecovered: null, responseLink: `/respond/${'x'.repeat(43)}` });
    expect(toFreightGuardView(record({ isOwn: false, responseId: '' })).responseLink).toBeNull();
    expect(toFreightGuardView(record({ carrierId: '', monetaryImpact: '' }))).toMatchObject({ carrierLinked: false, monetaryImpact: null });
  });

  it("shows the carrier's answer beside a disputed incident and the amount recovered once resolved", () => {
    const v = toFreightGuardView(record({ status: 'RESOLVED', responseText: 'We delivered it.', respondedAt: '2026-11-02T12:00:00.000Z', amountRecovered: '800.00', resolvedAt: '2026-11-05T00:00:00.000Z' }));
    expect(v).toMatchObject({ response: { text: 'We delivered it.', respondedAt: '2026-11-02T12:00:00.000Z' }, amountRecovered: 800, resolvedAt: '2026-11-05T00:00:00.000Z' });
  });
});
