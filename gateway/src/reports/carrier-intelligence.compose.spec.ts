import { CARRIER_VIEW_EXAMPLE, type CarrierNoteView, type EquipmentView } from '@logiscope/proto/views';
import type { ReportRecord } from '@logiscope/reports/api';
import { composeIntelligence } from './carrier-intelligence.compose';

const report = (over: Partial<ReportRecord>): ReportRecord =>
  ({ reportId: 'r', kind: 'CARRIER_REPORT', reportType: 'POSITIVE', rating: 0, comments: '', description: '', reportCategory: '', incidentStatus: '', filedAt: '2026-11-01T00:00:00.000Z', responseText: '', monetaryImpact: '', amountRecovered: '', ...over }) as ReportRecord;
const unit = (over: Partial<EquipmentView>): EquipmentView =>
  ({ id: 'u', equipmentType: 'Truck Tractor', equipmentYear: 2020, equipmentMake: 'VOLVO', equipmentModel: 'VNL', vehicleVin: 'V', lastSeen: '2026-01-01', inspectionDate: '2026-01-01', inspectionId: 'I', inspectionState: 'TX', vehicleOutOfService: false, vehicleViolations: 0, ...over }) as EquipmentView;

describe('carrier intelligence composition', () => {
  it('counts the reports the company may see, averages the stars, and judges the carrier with the dashboard rules', () => {
    const view = composeIntelligence({
      carrier: { ...CARRIER_VIEW_EXAMPLE, operatingStartDate: '2016-05-01', riskScore: 10, verdict: { ...CARRIER_VIEW_EXAMPLE.verdict, outcome: 'PASS' } },
      reports: [
        report({ reportId: 'a', reportType: 'NEGATIVE', rating: 2, comments: 'late', filedAt: '2026-11-03T00:00:00.000Z', responseText: 'we were not late' }),
        report({ reportId: 'b', reportType: 'POSITIVE', rating: 5 }),
        report({ reportId: 'c', kind: 'INCIDENT', reportType: '', description: 're-brokered', reportCategory: 'DOUBLE_BROKERAGE', incidentStatus: 'RESOLVED', monetaryImpact: '5000.00', amountRecovered: '1500.00', filedAt: '2026-11-04T00:00:00.000Z' }),
      ],
      notes: [{ id: 'n1', updatedAt: '2026-11-02T00:00:00.000Z' } as CarrierNoteView, { id: 'n2', updatedAt: '2026-11-05T00:00:00.000Z' } as CarrierNoteView],
      equipment: [unit({ id: '1', inspectionId: 'I1', inspectionDate: '2026-03-01', vehicleOutOfService: true }), unit({ id: '2', equipmentType: 'Trailer', inspectionId: 'I1', inspectionDate: '2026-03-01' }), unit({ id: '3', inspectionId: 'I2', inspectionDate: '2026-02-01', vehicleViolations: 2 })],
      now: new Date('2026-11-25T00:00:00.000Z'),
    });
    expect(view.yearsInBusiness).toBe(10);
    expect(view.customerRating).toBe(3.5);
    expect(view.reports).toMatchObject({ total: 3, positive: 1, negative: 1, neutral: 0, incidents: 1 });
    expect(view.reports.recent.map((r) => [r.id, r.summary, r.responded])).toEqual([['c', 're-brokered', false], ['a', 'late', true], ['b', '', false]]);
    expect(view.notes.recent.map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(view.equipment).toMatchObject({ tractors: 2, trailers: 1 });
    expect(view.safetyEvents.map((e) => [e.inspectionId, e.result])).toEqual([['I1', 'OUT_OF_SERVICE'], ['I2', 'VIOLATIONS']]);
    expect(view.risk).toMatchObject({ riskLevel: 'HIGH', recommendation: 'MONITOR_CLOSELY' });
    expect(view.risk.issues).toContainEqual({ code: 'UNRECOVERED_LOSSES', value: 3500 });
  });
});
