import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The FMCSA sample files the tests read, in the repository (what each is and how it was cut: its README.md). */
export const FMCSA_FIXTURES_DIR = join(__dirname, 'fixtures', 'fmcsa');

/**
 * The path of an FMCSA fixture file or folder (`name` relative to FMCSA_FIXTURES_DIR). Throws when it is missing, so
 * a test that needs it fails rather than skips.
 */
export function fmcsaFixture(name: string): string {
  const path = join(FMCSA_FIXTURES_DIR, name);
  if (!existsSync(path)) throw new Error(`FMCSA fixture "${name}" is missing: expected at ${path} (see ${join(FMCSA_FIXTURES_DIR, 'README.md')})`);
  return path;
}

/**
 * The tractor of inspection 1780123456 (DOT 3204417) in inspection_units_sample.csv as a vehicle record, how that
 * inspection ended aside (the CSV's outcome columns and the composed SODA rows differ): the ingest layout and the
 * FMCSA equipment source read the same unit.
 */
export const SAMPLE_TRACTOR = {
  id: '3204417:3AKJHHDR7SSLA1234',
  dotNumber: '3204417',
  equipmentType: 'TRUCK TRACTOR',
  // From the VIN's 10th character (S = 2025): the data set has no model year column.
  equipmentYear: 2025,
  equipmentMake: 'FRHT',
  equipmentModel: '',
  vehicleVin: '3AKJHHDR7SSLA1234',
  licensePlate: 'R123456',
  plateState: 'NJ',
  unitNumber: '',
  inspectionDate: '2025-03-14',
  inspectionState: 'TX',
  inspectionId: '1780123456',
  registrationState: 'NJ',
  ownerName: '',
  lastSeen: '2025-03-14',
} as const;

/**
 * NORTHLAND's primary BI&PD filing WN408492 of $750,000, as the L&I insur sample row states it (the file writes
 * thousands: 00750): the insur layout reads it, the merge specs file it again.
 */
export const NORTHLAND_PRIMARY_BIPD = {
  coverageType: 'BIPD',
  policyNumber: 'WN408492',
  layer: 'PRIMARY',
  insurer: 'NORTHLAND INSURANCE COMPANY',
  coverageAmount: 750000,
  underlyingAmount: 0,
} as const;

/**
 * The first row of revocation_2024_08_06.txt (MC368053, DOT 00830331, header on line 1) as its revocation update: the
 * revocation layout maps the row, the real-sample spec reads it from the file.
 */
export const MC368053_REVOCATION = {
  kind: 'revocation',
  source: 'li-revocation',
  line: 2,
  asOf: '2024-08-06',
  dotNumber: '830331',
  docket: 'MC368053',
  revocation: { docket: 'MC368053', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2024-06-26', effectiveDate: '2024-07-26', source: 'li-revocation' },
} as const;
