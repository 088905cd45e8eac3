import { emptyCarrier } from '../carrier/carrier.model';
import { unit } from '../carrier/equipment-store.contract';
import { toCarrierView } from '../intelligence/carrier-view';
import { assessRisk } from '../intelligence/risk-score';
import { tallyInspections, withInspectionsOnFile } from './equipment-inspections';

const now = new Date('2026-06-01T12:00:00Z');

describe('inspections on file', () => {
  it('counts each inspection the units were last seen at once, with its vehicle outcome', () => {
    const tallies = tallyInspections([
      unit('a', '1', 'V1', '2025-03-01', { inspectionId: 'I-1', vehicleOutOfService: true, vehicleViolations: 3 }),
      unit('b', '1', 'V2', '2025-03-01', { inspectionId: 'I-1', vehicleOutOfService: false, vehicleViolations: 1 }),
      unit('c', '1', 'V3', '2025-04-01', { inspectionId: 'I-2', vehicleOutOfService: null, vehicleViolations: null }),
      unit('d', '1', 'V4', '2025-05-01', { inspectionId: '' }),
      unit('e', '2', 'V5', '2025-05-01', { inspectionId: 'I-1' }),
    ]);
    expect(Object.fromEntries(tallies)).toEqual({
      // I-1 (out of service, 3 violations: its worse unit), I-2, and d's unnamed inspection.
      '1': { inspections: 3, vehicleOosInspections: 1, vehicleViolations: 3 },
      '2': { inspections: 1, vehicleOosInspections: 0, vehicleViolations: 0 },
    });
  });

  it('takes the larger of the census figure and the units for each count', () => {
    const census = { ...emptyCarrier('7'), inspections: 40, vehicleInspections: 12, driverInspections: 38, vehicleOosInspections: 1, violations: 9 };
    expect(withInspectionsOnFile(census, { inspections: 14, vehicleOosInspections: 3, vehicleViolations: 2 })).toMatchObject({
      inspections: 40,
      vehicleInspections: 14,
      driverInspections: 38,
      vehicleOosInspections: 3,
      violations: 9,
    });
    expect(withInspectionsOnFile(census, undefined)).toBe(census);
  });

  it('never lets the header, the Safety tab or the score say "no inspections" beside an inspected vehicle', () => {
    // DOT 1000066's shape: no census inspection figures, units from one roadside inspection, the vehicle put out of service.
    const record = { ...emptyCarrier('1000066'), addDate: '2015-01-01', powerUnits: 3 };
    const units = [unit('x', '1000066', 'V1', '2025-09-01', { inspectionId: 'I-9', vehicleOutOfService: true })];
    const before = assessRisk(record, { now });
    expect(before.factors.map((f) => f.key)).toContain('risk.inspections.none');

    const counted = withInspectionsOnFile(record, tallyInspections(units).get('1000066'));
    const view = toCarrierView(counted, { now });
    expect(view).toMatchObject({ inspectionCount: 1, oosCount: 1, oosRate: 100 });
    const keys = view.riskFactors.map((f) => f.key);
    expect(keys).not.toContain('risk.inspections.none');
    expect(keys).toEqual(expect.arrayContaining(['risk.inspections.thin', 'risk.vehicle-oos-rate.too-few']));
  });
});
