import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSPECTION_UNITS_HEADER } from '../../services/carrier-data/src/ingest';
import { CENSUS_SAMPLE } from './import-cli';

/**
 * FMCSA files for the equipment tracker's e2e suites (HTTP and browser), to import with the CLI as a user would: the
 * first three real carriers of the census sample (DOT 1, FMCSA itself; DOT 44, GLEN DYER, DBA DYERS TRUCKING SERVICE)
 * and an inspection file in the SMS Input – Inspection layout with four vehicles — a tractor and its trailer inspected
 * 30 days ago, a tractor put out of service 60 days ago (both DOT 44), and a straight truck of DOT 1 last seen in 2019.
 */
export const EQUIPMENT_FIXTURE = {
  recent: daysAgo(30),
  earlier: daysAgo(60),
  tractor: { plate: 'E2E101', make: 'FRHT', vin: '3AKJHHDR7SSLA1234' },
  trailer: { plate: 'E2E102', make: 'UTIL', vin: '1UYVS2531RM123456' },
  outOfService: { plate: 'E2E103', make: 'KENW', vin: '1XKYD49X0LJ654321' },
  old: { plate: 'E2E104', make: 'INTL', vin: '' },
} as const;

function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

interface Unit {
  type: string;
  make: string;
  plate: string;
  vin: string;
}

/** One inspection row of the 39-column layout (up to two units) with its vehicle outcome. */
export function inspectionLine(id: string, dot: string, date: string, units: Unit[], outcome: { vehicleOos: number; vehicleViolations: number }): string {
  const cells: Record<string, string> = {
    Unique_ID: id,
    Report_Number: `TX${id}`,
    Report_State: 'TX',
    DOT_Number: dot,
    Insp_Date: date,
    Insp_level_ID: '2',
    Vehicle_OOS_Total: String(outcome.vehicleOos),
    OOS_Total: String(outcome.vehicleOos),
    Vh_Maint_Viol: String(outcome.vehicleViolations),
    BASIC_Viol: String(outcome.vehicleViolations),
  };
  units.forEach((u, i) => {
    const n = i === 0 ? '' : '2';
    Object.assign(cells, { [`Unit_Type_Desc${n}`]: u.type, [`Unit_Make${n}`]: u.make, [`Unit_License${n}`]: u.plate, [`Unit_License_State${n}`]: 'NJ', [`VIN${n}`]: u.vin });
  });
  return INSPECTION_UNITS_HEADER.map((h) => cells[h] ?? '').join(',');
}

/** Writes the census and inspection files into `dir`; their paths, census first. */
export function writeEquipmentFiles(dir: string): string[] {
  const { recent, earlier, tractor, trailer, outOfService, old } = EQUIPMENT_FIXTURE;
  const [header, ...rows] = readFileSync(CENSUS_SAMPLE, 'utf8').split(/\r?\n/);
  const census = join(dir, 'FMCSA_CENSUS1_equipment.csv');
  writeFileSync(census, [header, ...rows.slice(0, 3), ''].join('\n'));
  const units = join(dir, 'SMS_Input_Inspection_equipment.csv');
  const none = { vehicleOos: 0, vehicleViolations: 0 };
  writeFileSync(
    units,
    [
      INSPECTION_UNITS_HEADER.join(','),
      inspectionLine('9100000001', '44', recent, [{ type: 'TRUCK TRACTOR', ...tractor }, { type: 'SEMI-TRAILER', ...trailer }], none),
      inspectionLine('9100000002', '44', earlier, [{ type: 'TRUCK TRACTOR', ...outOfService }], { vehicleOos: 1, vehicleViolations: 2 }),
      inspectionLine('9100000003', '1', '2019-05-17', [{ type: 'STRAIGHT TRUCK', ...old }], none),
      '',
    ].join('\n'),
  );
  return [census, units];
}
