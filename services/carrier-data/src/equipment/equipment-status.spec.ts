import { unit } from '../carrier/equipment-store.contract';
import { activeSince, equipmentKind, equipmentStatus, inspectionResult } from './equipment-status';

describe('equipment status (from the inspection on record)', () => {
  const since = activeSince('2026-11-25');

  it('counts 24 months back from the day', () => {
    expect(since).toBe('2024-11-25');
    expect(activeSince('2028-02-29')).toBe('2026-03-01');
  });

  it('is OUT_OF_SERVICE when the last inspection put the vehicle out of service, however long ago', () => {
    expect(equipmentStatus(unit('u', '1', 'V', '2026-10-01', { vehicleOutOfService: true }), since)).toBe('OUT_OF_SERVICE');
    expect(equipmentStatus(unit('u', '1', 'V', '2019-01-01', { vehicleOutOfService: true }), since)).toBe('OUT_OF_SERVICE');
  });

  it('is ACTIVE when seen at an inspection within 24 months, INACTIVE otherwise', () => {
    expect(equipmentStatus(unit('u', '1', 'V', '2024-11-25'), since)).toBe('ACTIVE');
    expect(equipmentStatus(unit('u', '1', 'V', '2024-11-24'), since)).toBe('INACTIVE');
    // An outcome the source did not give does not hide a recent sighting.
    expect(equipmentStatus(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: null }), since)).toBe('ACTIVE');
    // No date at all: nothing says it was on the road.
    expect(equipmentStatus(unit('u', '1', 'V', '', { inspectionDate: '' }), since)).toBe('INACTIVE');
    // The inspection date stands in for a missing lastSeen.
    expect(equipmentStatus(unit('u', '1', 'V', '', { inspectionDate: '2026-01-01' }), since)).toBe('ACTIVE');
  });

  it('names the inspection result in the spec’s words, UNKNOWN when the source did not say', () => {
    expect(inspectionResult(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: true, vehicleViolations: 3 }))).toBe('FAILED');
    expect(inspectionResult(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: false, vehicleViolations: 2 }))).toBe('CONDITIONAL');
    expect(inspectionResult(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: false, vehicleViolations: 0 }))).toBe('PASSED');
    expect(inspectionResult(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: null, vehicleViolations: null }))).toBe('UNKNOWN');
    expect(inspectionResult(unit('u', '1', 'V', '2026-01-01', { vehicleOutOfService: false, vehicleViolations: null }))).toBe('UNKNOWN');
  });

  it('calls every unit type naming a trailer a TRAILER, every other unit a TRACTOR', () => {
    for (const t of ['SEMI-TRAILER', 'FULL TRAILER', 'Trailer', 'POLE TRAILER']) expect(equipmentKind({ equipmentType: t })).toBe('TRAILER');
    for (const t of ['TRUCK TRACTOR', 'STRAIGHT TRUCK', 'TRUCK', '']) expect(equipmentKind({ equipmentType: t })).toBe('TRACTOR');
  });
});
