import { inspectionRow } from '../../../../test/support/fmcsa-socrata-stub';
import { SAMPLE_TRACTOR } from '../../test/fmcsa-fixtures';
import { vehiclesFromInspectionRows } from './fmcsa-equipment.source';

// The composed rows of test/fixtures/fmcsa/inspection_units_sample.csv, as the SODA API would answer them.
const DOT = '3204417';
const tractorAndTrailer = inspectionRow({
  id: '1780123456',
  dot: DOT,
  date: '14-MAR-25',
  units: [
    { type: 'TRUCK TRACTOR', make: 'FRHT', plate: 'R123456', plateState: 'NJ', vin: '3AKJHHDR7SSLA1234', decal: 'TX7781234' },
    { type: 'SEMI-TRAILER', make: 'UTIL', plate: 'T998877', plateState: 'NJ', vin: '1UYVS2531RM123456' },
  ],
});
// The same tractor earlier, its VIN printed in lower case with a space; the date as a Socrata floating timestamp.
const tractorEarlier = inspectionRow({ id: '1780987654', dot: DOT, date: '2024-01-02T00:00:00.000', state: 'PA', units: [{ type: 'TRUCK TRACTOR', make: 'FRHT', plate: 'R123456', plateState: 'NJ', vin: '3akjhhdr 7SSLA1234' }] });
const plateOnly = inspectionRow({ id: '1781112224', dot: DOT, date: '2024-05-17', state: 'GA', units: [{ type: 'TRUCK', make: 'MACK', plate: 'GA-77X1', plateState: 'GA' }] });

describe('vehiclesFromInspectionRows', () => {
  it('maps SODA rows to one vehicle per VIN (or plate), with the import identity, latest inspection and count', () => {
    const { vehicles, skipped } = vehiclesFromInspectionRows(DOT, [tractorEarlier, tractorAndTrailer, plateOnly]);
    expect(skipped).toEqual([]);
    // Most recently seen first, then by id (the store's own order).
    expect(vehicles).toEqual([
      expect.objectContaining({ id: `${DOT}:1UYVS2531RM123456`, equipmentType: 'SEMI-TRAILER', equipmentMake: 'UTIL', licensePlate: 'T998877', lastSeen: '2025-03-14', inspectionCount: 1 }),
      {
        ...SAMPLE_TRACTOR,
        // How that inspection ended (no vehicle out-of-service order, no maintenance violation).
        vehicleOutOfService: false,
        vehicleViolations: 0,
        inspectionCount: 2,
      },
      expect.objectContaining({ id: `${DOT}:GA-GA77X1`, vehicleVin: '', licensePlate: 'GA77X1', plateState: 'GA', equipmentYear: null, lastSeen: '2024-05-17', inspectionCount: 1 }),
    ]);
  });

  it('reads numbers and booleans as text and keys in any case; ignores objects and nulls', () => {
    const row = { UNIQUE_ID: 99, Dot_Number: 3204417, insp_date: '2025-02-01', vin: '1HTMMAAL2CH123456', unit_make: null, unit_type_desc: { nested: true } };
    const { vehicles, skipped } = vehiclesFromInspectionRows(DOT, [row]);
    expect(skipped).toEqual([]);
    expect(vehicles).toEqual([expect.objectContaining({ id: `${DOT}:1HTMMAAL2CH123456`, inspectionId: '99', equipmentMake: '', equipmentType: '', lastSeen: '2025-02-01' })]);
  });

  it("leaves out another carrier's vehicles and units without VIN or plate", () => {
    const other = inspectionRow({ id: '1', dot: '44', date: '2025-01-01', units: [{ vin: '1HTMMAAL2CH123456' }] });
    const bare = inspectionRow({ id: '2', dot: DOT, date: '2025-01-01', units: [{ type: 'TRUCK' }] });
    expect(vehiclesFromInspectionRows(DOT, [other, bare])).toEqual({ vehicles: [], skipped: [] });
  });

  it('reports rows it cannot read, with their position and reason', () => {
    const noDot = inspectionRow({ id: '3', dot: '', date: '2025-01-01', units: [{ vin: '1HTMMAAL2CH123456' }] });
    const badDot = { ...noDot, dot_number: 'N/A' };
    expect(vehiclesFromInspectionRows(DOT, ['text', null, [], noDot, badDot]).skipped).toEqual([
      'row 1: not an inspection record',
      'row 2: not an inspection record',
      'row 3: not an inspection record',
      'row 4: DOT_NUMBER is empty',
      'row 5: DOT_NUMBER is not a number: "N/A"',
    ]);
  });
});
