import { readFileSync } from 'node:fs';
import { fmcsaFixture, MC368053_REVOCATION, NORTHLAND_PRIMARY_BIPD, SAMPLE_TRACTOR } from '../../../test/fmcsa-fixtures';
import { parseCsv } from '../csv-reader';
import type { CensusUpdate, DocketUpdate, EquipmentUpdate, InsuranceUpdate, MapResult, RevocationUpdate, RowError, SaferUpdate } from '../updates';
import { CENSUS_147_HEADER, CENSUS_42_HEADER, census147Layout, census42Layout } from './census';
import { detectLayout, LAYOUTS } from './detect';
import { INSPECTION_UNITS_HEADER, inspectionUnitsLayout } from './inspection-units';
import type { Layout } from './layout';
import { actPendInsLayout, carrierSearchLayout, insurLayout, revocationLayout } from './li';
import { saferLayout } from './safer';

const rows = (text: string) => parseCsv(text).map((r) => r.fields);
const bind = (layout: Layout, header: readonly string[] | null, asOf = '2025-09-15') => layout.bind(header ? [...header] : null, { asOf });

function expectError(result: MapResult, line: number, reason: RegExp): void {
  expect(result).toMatchObject({ kind: 'error', line });
  expect((result as RowError).reason).toMatch(reason);
}

// Real row of FMCSA_CENSUS1_sample.csv (DOT 1).
const CENSUS42_DOT1 =
  '1,FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION,FMCSA TECHNOLOGY DIVISION,A,N,N,1200 NEW JERSEY AVENUE SE,WASHINGTON,DC,20590,US,1200 NEW JERSEY AVENUE SE,WASHINGTON,DC,20590,US,(202) 555-5555,,CHRIS.MCKINNEY.CTR@DOT.GOV,20-OCT-23,3000,2020,01-JUN-74,DC,4,3,3000,2020,1,N,N,N,N,N,N,N,N,Y,N,N,N,AUTOMATED VEHICLE RESEARCH & TESTING';

describe('census 42-column layout', () => {
  const map = bind(census42Layout, CENSUS_42_HEADER);

  it('maps a real row to census fields', () => {
    const u = map(rows(CENSUS42_DOT1)[0], 2) as CensusUpdate;
    expect(u).toMatchObject({ kind: 'census', source: 'census-42', line: 2, asOf: '2025-09-15', dotNumber: '1', dockets: [] });
    expect(u.fields).toEqual({
      legalName: 'FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION',
      dbaName: 'FMCSA TECHNOLOGY DIVISION',
      carrierOperation: 'A',
      hazmat: false,
      passengerCarrier: false,
      physicalAddress: { street: '1200 NEW JERSEY AVENUE SE', city: 'WASHINGTON', state: 'DC', zip: '20590', country: 'US' },
      mailingAddress: { street: '1200 NEW JERSEY AVENUE SE', city: 'WASHINGTON', state: 'DC', zip: '20590', country: 'US' },
      phone: '2025555555',
      fax: '',
      email: 'chris.mckinney.ctr@dot.gov',
      powerUnits: 4,
      drivers: 3,
      addDate: '1974-06-01',
      mcs150Date: '2023-10-20',
      mcs150Mileage: 3000,
      mcs150MileageYear: 2020,
      // FEDERAL_GOVERNMENT=Y and OP_OTHER "AUTOMATED VEHICLE RESEARCH & TESTING".
      classifications: ['FEDERAL_GOVERNMENT', 'OTHER'],
    });
    // The 42-column file has no officers, rating or prior revocation: those fields are absent, not blanked.
    expect(u.fields).not.toHaveProperty('officers');
    expect(u.fields).not.toHaveProperty('safetyRating');
    expect(u.warnings).toBeUndefined();
  });

  it('keeps ZIP leading zeros, reads quoted fields with commas', () => {
    const line = CENSUS42_DOT1.replace('1200 NEW JERSEY AVENUE SE,WASHINGTON,DC,20590', '"41 INDUSTRIAL PKWY, UNIT 3",NEWARK,NJ,07114').replace('FMCSA TECHNOLOGY DIVISION', '"KOVA, ""THE"" EXPRESS"');
    const u = map(rows(line)[0], 7) as CensusUpdate;
    expect(u.fields.physicalAddress).toEqual({ street: '41 INDUSTRIAL PKWY, UNIT 3', city: 'NEWARK', state: 'NJ', zip: '07114', country: 'US' });
    expect(u.fields.dbaName).toBe('KOVA, "THE" EXPRESS');
  });

  it('short and long rows are RowErrors with the line and the reason', () => {
    const fields = rows(CENSUS42_DOT1)[0];
    expectError(map(fields.slice(0, 40), 12), 12, /expected 42 fields, found 40 \(short row\)/);
    expectError(map([...fields, 'extra'], 13), 13, /expected 42 fields, found 43 \(long row\)/);
  });

  it('a bad or missing DOT number is a RowError; a bad date is a warning', () => {
    const fields = rows(CENSUS42_DOT1)[0];
    expectError(map(['X12', ...fields.slice(1)], 3), 3, /DOT_NUMBER is not a number: "X12"/);
    expectError(map(['', ...fields.slice(1)], 4), 4, /DOT_NUMBER is empty/);
    const bad = [...fields];
    bad[19] = '31-FOO-23';
    bad[24] = 'many';
    const u = map(bad, 5) as CensusUpdate;
    expect(u.fields.mcs150Date).toBe('');
    expect(u.fields.powerUnits).toBe(0);
    expect(u.warnings).toEqual(['POWER_UNITS: not a number "many"', 'MCS150_DATE: not a date "31-FOO-23"']);
  });

  it('maps by header name: reordered and lower-case columns give the same update', () => {
    const fields = rows(CENSUS42_DOT1)[0];
    const order = CENSUS_42_HEADER.map((_, i) => i).reverse();
    const header = order.map((i) => CENSUS_42_HEADER[i].toLowerCase());
    const reordered = bind(census42Layout, header)(order.map((i) => fields[i]), 2);
    expect(reordered).toEqual(map(fields, 2));
  });
});

describe('census 147-column layout (Company Census File)', () => {
  const text = readFileSync(fmcsaFixture('company_census_147_sample.csv'), 'utf8');
  const all = rows(text);
  const header = all[0];
  const map = bind(census147Layout, header);
  const byDot = new Map(all.slice(1).map((f, i) => [f[3], map(f, i + 2) as CensusUpdate]));

  it('the fixture carries the 147-column header', () => {
    expect(header).toEqual([...CENSUS_147_HEADER]);
    expect(header).toHaveLength(147);
    expect(all.slice(1).every((f) => f.length === 147)).toBe(true);
  });

  it('MC numbers only from dockets whose prefix is MC; FF/MX stay dockets', () => {
    expect(byDot.get('44')!.dockets).toEqual(['MC146894']);
    expect(byDot.get('3204417')!.dockets).toEqual(['MC1062130', 'FF12345', 'MX77001']);
    expect(byDot.get('3204417')!.extras.docketStatus).toEqual({ MC1062130: 'A', FF12345: 'A', MX77001: 'I' });
    expect(byDot.get('1850333')!.dockets).toEqual(['FF4212']);
    expect(byDot.get('1')!.dockets).toEqual([]);
  });

  it('maps officers, prior revocation, safety rating, cell phone and the 147-column names', () => {
    const u = byDot.get('3204417')!;
    expect(u.fields).toMatchObject({
      legalName: 'KOVA FREIGHT SOLUTIONS, LLC',
      dbaName: 'KOVA EXPRESS',
      officers: ['DMYTRO KOVALENKO', 'OLENA KOVALENKO'],
      priorRevokeDotNumber: '2875501',
      safetyRating: 'CONDITIONAL',
      safetyRatingDate: '2023-08-22',
      phone: '9735550142',
      email: 'dispatch@kovafreight.com',
      powerUnits: 9,
      drivers: 11,
      hazmat: true,
      addDate: '2019-03-11',
      mcs150Date: '2025-01-14',
      physicalAddress: { street: '41 INDUSTRIAL PKWY, UNIT 3', city: 'NEWARK', state: 'NJ', zip: '07114', country: 'US' },
      mailingAddress: { street: 'PO BOX 1187', city: 'NEWARK', state: 'NJ', zip: '07101-1187', country: 'US' },
    });
    expect(u.extras).toMatchObject({ statusCode: 'A', cellPhone: '9735550199' });
    expect(u.fields).not.toHaveProperty('passengerCarrier');
    expect(byDot.get('1')!.fields).toMatchObject({ mcs150Date: '2023-10-20', addDate: '1974-06-01', safetyRating: '', priorRevokeDotNumber: '', officers: ['CHRIS MCKINNEY'] });
    expect(byDot.get('64')!.fields).toMatchObject({ mcs150Date: '2022-02-04', safetyRating: 'SATISFACTORY', officers: ['MICHAEL BACHE', 'ANN BACHE'] });
    expect(byDot.get('1850333')!.fields.mailingAddress).toEqual({ street: '1400 RUE SAINT-PATRICK', city: 'MONTREAL', state: 'QC', zip: 'H3K 1A3', country: 'CA' });
    expect(byDot.get('1850333')!.fields.carrierOperation).toBe('B');
  });

  it('is detected from its header, and a shuffled header maps the same', () => {
    expect(detectLayout(header, 'Company_Census_File.csv')?.layout.id).toBe('census-147');
    const order = header.map((_, i) => (i * 37) % 147);
    expect(new Set(order).size).toBe(147);
    const shuffled = bind(census147Layout, order.map((i) => header[i]));
    for (const f of all.slice(1)) expect(shuffled(order.map((i) => f[i]), 9)).toEqual(map(f, 9));
  });

  it('an invalid docket prefix is a warning, not an error', () => {
    const f = [...all[2]];
    f[header.indexOf('DOCKET1PREFIX')] = 'WC';
    const u = map(f, 3) as CensusUpdate;
    expect(u.dockets).toEqual([]);
    expect(u.warnings).toEqual(['DOCKET1: not a MC/MX/FF docket "WC146894"']);
  });
});

describe('L&I actpendins (11 fields, no header)', () => {
  const map = bind(actPendInsLayout, null, '2025-09-03');
  // Real rows (actpendins_2025_09_03.txt line 1, actpendins_2025_10_08.txt lines 1226 and 1227).
  const real = rows(
    [
      '"MC1281287","03682243","91X","BIPD/Primary","AMERICAN MILLENNIUM INS/CITADEL REINSURANCE","LHT10797-02","09/28/2023",0,750,"09/28/2032","09/28/2032"',
      '"MC062130","03072761","91X","BIPD/Excess","NATIONAL INTERSTATE INSURANCE COMPANY","EXT 4840095-00","10/06/2025",2000,3000,"10/05/2025",""',
      '"MC540987","00000000","91X","BIPD/Primary","AMGUARD INSURANCE COMPANY","K2GP634574","10/06/2025",0,1000,"10/04/2025",""',
      '"MC1608444","01782842","91","BIPD","MS TRANSVERSE SPECIALTY INSURANCE COMPANY","TSRSCA0000160-01","10/03/2025",0,0,"10/07/2025",""',
    ].join('\n'),
  );

  it('maps docket, zero-padded DOT, coverage in thousands, dates', () => {
    expect(map(real[0], 1)).toEqual({
      kind: 'insurance',
      source: 'li-actpendins',
      line: 1,
      asOf: '2025-09-03',
      dotNumber: '3682243',
      docket: 'MC1281287',
      policy: {
        docket: 'MC1281287',
        coverageType: 'BIPD',
        layer: 'PRIMARY',
        policyNumber: 'LHT10797-02',
        insurer: 'AMERICAN MILLENNIUM INS/CITADEL REINSURANCE',
        coverageAmount: 750000,
        underlyingAmount: 0,
        postedDate: '2023-09-28',
        effectiveDate: '2032-09-28',
        cancelEffectiveDate: '2032-09-28',
        formCode: '91X',
      },
    });
    const excess = map(real[1], 2) as InsuranceUpdate;
    expect(excess.docket).toBe('MC62130'); // MC062130: padding dropped
    expect(excess.policy).toMatchObject({ layer: 'EXCESS', coverageAmount: 3000000, underlyingAmount: 2000000, cancelEffectiveDate: '' });
    expect((map(real[2], 3) as InsuranceUpdate).dotNumber).toBe(''); // 00000000 → none
    const plain = map(real[3], 4) as InsuranceUpdate;
    expect(plain.policy).not.toHaveProperty('layer'); // plain "BIPD": the file does not say
  });

  it('wrong field count, bad docket, unknown type → RowError', () => {
    expectError(map(real[0].slice(0, 10), 5), 5, /expected 11 fields, found 10/);
    expectError(map(['1281287', ...real[0].slice(1)], 6), 6, /docket is not a MC\/MX\/FF docket: "1281287"/);
    const t = [...real[0]];
    t[3] = 'LIFE';
    expectError(map(t, 7), 7, /unknown insurance type: "LIFE"/);
  });

  it('is detected without a header by shape, and by file name', () => {
    expect(detectLayout(real[0], 'whatever.txt')?.layout.id).toBe('li-actpendins');
    expect(detectLayout(real[0], 'actpendins_2025_09_03.txt')).toMatchObject({ hasHeader: false, asOf: '2025-09-03' });
  });
});

describe('L&I insur (9 fields, no header, no DOT)', () => {
  const map = bind(insurLayout, null, '2025-10-08');
  const real = rows(
    [
      '"MC856184","1","P","00750","00000","WN408492","09/02/2025","91X","NORTHLAND INSURANCE COMPANY"',
      '"MC1767113","","","00000","00000","","","",""',
      '"MC1693773","2","","00000","00000","MTC25-500474","09/03/2025","34","DELLWOOD SPECIALTY INSURANCE COMPANY"',
      '"MC1447657","3","","00000","00000","L269568-2194","09/28/2024","84","LEXINGTON NATIONAL INSURANCE CORPORATION"',
      '"MC1514140","4","","00000","00000","NONE","10/01/2025","85","PACIFIC FINANCIAL ASSOCIATION, INC."',
    ].join('\n'),
  );

  it('maps by docket with coverage in thousands (00750 → $750,000)', () => {
    const u = map(real[0], 1) as InsuranceUpdate;
    expect(u).toMatchObject({ kind: 'insurance', source: 'li-insur', dotNumber: '', docket: 'MC856184' });
    expect(u.policy).toEqual({
      docket: 'MC856184',
      ...NORTHLAND_PRIMARY_BIPD,
      effectiveDate: '2025-09-02',
      formCode: '91X',
    });
    // insur has no posted or cancel date: absent, so merging keeps what actpendins said.
    expect(u.policy).not.toHaveProperty('cancelEffectiveDate');
  });

  it('a docket with zeros only = no policy on file', () => {
    expect(map(real[1], 2)).toEqual({ kind: 'insurance', source: 'li-insur', line: 2, asOf: '2025-10-08', dotNumber: '', docket: 'MC1767113', policy: null });
  });

  it('type codes 2/3/4 → CARGO, BOND, TRUST_FUND (no layer)', () => {
    expect([2, 3, 4].map((i) => (map(real[i], i) as InsuranceUpdate).policy!.coverageType)).toEqual(['CARGO', 'BOND', 'TRUST_FUND']);
    expect((map(real[4], 5) as InsuranceUpdate).policy).toMatchObject({ layer: '', insurer: 'PACIFIC FINANCIAL ASSOCIATION, INC.' });
    const bad = [...real[0]];
    bad[1] = '9';
    expectError(map(bad, 8), 8, /unknown insurance type code: "9"/);
    expectError(map(real[0].slice(0, 8), 9), 9, /expected 9 fields, found 8/);
  });

  it('is told apart from actpendins by field count and shape', () => {
    expect(detectLayout(real[0], 'x.txt')?.layout.id).toBe('li-insur');
    expect(detectLayout(real[1], 'insur_2025_10_08.txt')?.layout.id).toBe('li-insur');
  });
});

describe('L&I revocation (header)', () => {
  const header = ['DOCKET_NUMBER', 'DOT_NUMBER', 'OPERATING_AUTHORITY_REGISTRATION_TYPE', 'SERVE_DATE', 'REVOCATION_TYPE', 'EFFECTIVE_DATE'];
  const map = bind(revocationLayout, header, '2024-08-06');

  it('maps a real row', () => {
    const u = map(rows('"MC368053","00830331","COMMON","06/26/2024","INVOLUNTARY REVOCATION","07/26/2024"')[0], 2) as RevocationUpdate;
    expect(u).toEqual(MC368053_REVOCATION);
  });

  it('DOT 00000000 → none (resolve by docket); FF dockets unpadded; empty dates stay empty', () => {
    const u = map(rows('"FF001724","00000000","CONTRACT","","VOLUNTARY REVOCATION",""')[0], 12) as RevocationUpdate;
    expect(u.dotNumber).toBe('');
    expect(u.docket).toBe('FF1724');
    expect(u.revocation).toMatchObject({ authorityType: 'CONTRACT', revocationType: 'VOLUNTARY', serveDate: '', effectiveDate: '' });
  });

  it('export header names map too; a headerless file maps by position', () => {
    const exportHeader = ['DOCKET_NUMBER', 'DOT_NUMBER', 'TYPE_LICENSE', 'ORDER1_SERVE_DATE', 'ORDER2_TYPE_DESC', 'order2_effective_Date'];
    const row = rows('"MC368053","00830331","COMMON","06/26/2024","INVOLUNTARY REVOCATION","07/26/2024"')[0];
    expect(bind(revocationLayout, exportHeader, '2024-08-06')(row, 2)).toEqual(map(row, 2));
    const detected = detectLayout(row, 'revocation_2024_08_06.txt')!;
    expect(detected).toMatchObject({ hasHeader: false });
    expect(detected.layout.id).toBe('li-revocation');
    expect(detected.map(row, 2)).toEqual(map(row, 2));
  });
});

describe('L&I carrier search', () => {
  const header = ['usdot_number', 'prefix', 'docket_number', 'legal_name', 'dba_name', 'city', 'state'];
  const map = bind(carrierSearchLayout, header, '');

  it('maps docket ↔ DOT with names; OOS suffix flags out of service', () => {
    expect(map(['3650238OOS', 'MC', '1257910', '18 WHEELZ N HEELZ TRANSPORTATION CORP', '', 'ORANGE', 'NJ'], 39)).toEqual({
      kind: 'docket',
      source: 'li-carrier-search',
      line: 39,
      asOf: '',
      dotNumber: '3650238',
      docket: 'MC1257910',
      legalName: '18 WHEELZ N HEELZ TRANSPORTATION CORP',
      dbaName: '',
      city: 'ORANGE',
      state: 'NJ',
      outOfService: true,
    });
    expect((map(['2590153', 'MC', '1396854', '2 RIOS MOBILE REPAIR LLC', '', 'BRIGHTON', 'CO'], 2) as DocketUpdate).outOfService).toBe(false);
  });

  it('no DOT → resolve by docket; WC dockets dropped; nothing at all → null', () => {
    expect(map(['', 'FF', '34880', '2020 EXCAVATING LLC', '', 'GYPSUM', 'CO'], 5)).toMatchObject({ dotNumber: '', docket: 'FF34880' });
    expect(map(['', 'WC', '1471', 'COLUMBIA CONTAINER BARGE SERVICE, INC.', '', 'CLARK', 'NJ'], 6)).toBeNull();
    expect(map(['4103524', 'M', '', '', '', '', ''], 7)).toMatchObject({ dotNumber: '4103524', docket: '' });
    expectError(map(['ABC', 'MC', '1', 'X', '', '', ''], 8), 8, /usdot_number is not a number/);
  });
});

describe('SAFER snapshot', () => {
  it('fmcsa_on_off.csv: several dockets per cell, entity type, status, out of service', () => {
    const header = ['DOT_NUMBER', 'MC/MX/FF Number(s)', 'LEGAL_NAME', 'DBA_NAME', 'CARRIER_OPERATION', 'NBR_POWER_UNIT', 'DRIVER_TOTAL', 'PHY_STREET', 'PHY_CITY', 'PHY_STATE', 'STATE', 'PHY_ZIP', 'PHY_COUNTRY', 'MAILING_STREET', 'MAILING_CITY', 'MAILING_STATE', 'MAILING_ZIP', 'MAILING_COUNTRY', 'TELEPHONE', 'EMAIL_ADDRESS', 'MCS150_DATE', 'Entity Type', 'Operating Status', 'Out of Service Date', 'Phone'];
    const map = bind(saferLayout, header, '');
    const u = map(['10571', 'MC-114123\n MC-118661', 'X LINES INC', '', 'A', '10', '12', '1 MAIN ST', 'AKRON', 'OH', 'Ohio', '44301', 'US', '1 MAIN ST', 'AKRON', 'OH', '44301', 'US', '(330) 555-0100', 'A@B.COM', '04-JAN-23', 'CARRIER/BROKER', 'AUTHORIZED FOR Property', '', '(330) 555-0100'], 2) as SaferUpdate;
    expect(u).toMatchObject({ kind: 'safer', dotNumber: '10571', dockets: ['MC114123', 'MC118661'], entityType: 'CARRIER/BROKER', operatingStatus: 'AUTHORIZED FOR Property', outOfService: false, outOfServiceDate: '' });
    expect(u.fields).toMatchObject({ legalName: 'X LINES INC', phone: '3305550100', email: 'a@b.com', powerUnits: 10, drivers: 12, mcs150Date: '2023-01-04' });
    const oos = map(['14986', '', 'STOCKTON OIL CO', '', 'B', '2', '2', '1607-4TH AVE N', 'BILLINGS', 'MT', 'Montana', '59101-1756', 'US', 'PO BOX 1756', 'BILLINGS', 'MT', '59101-1756', 'US', '(406) 245-6376', '', '31-JUL-14', 'CARRIER/SHIPPER', 'OUT-OF-SERVICE', '09/21/2015', ''], 3) as SaferUpdate;
    expect(oos).toMatchObject({ outOfService: true, outOfServiceDate: '2015-09-21', dockets: [] });
  });

  it('FMSCA_records.csv: ZIP from the full address (leading zeros lost in p_zip_code), per-row snapshot date', () => {
    const header = 'created_dt,data_source_modified_dt,entity_type,operating_status,legal_name,dba_name,physical_address,p_street,p_city,p_state,p_zip_code,phone,mailing_address,m_street,m_city,m_state,m_zip_code,usdot_number,mc_mx_ff_number,power_units,mcs_150_form_date,out_of_service_date,state_carrier_id_number,duns_number,drivers,mcs_150_mileage_year,id,credit_score,record_status'.split(',');
    const map = bind(saferLayout, header, '');
    const line = '2023-11-16 12:00:05+00,2024-07-23 01:47:50+00,CARRIER,NOT AUTHORIZED,R & K TRANSPORTATION LLC,,"275 CAPETON CT NEWARK, NJ 07114",275 CAPETON CT,NEWARK,NJ,7114,(718) 644-2913,"275 CAPETON CT NEWARK, NJ 07114",275 CAPETON CT,NEWARK,NJ,7114,2378186,MC-828829,1,11/15/2023,,,,1,"15,000 (2022)",2304559,NULL,';
    const u = map(rows(line)[0], 4) as SaferUpdate;
    expect(u.asOf).toBe('2024-07-23');
    expect(u.fields.physicalAddress).toEqual({ street: '275 CAPETON CT', city: 'NEWARK', state: 'NJ', zip: '07114', country: 'US' });
    expect(u.fields).toMatchObject({ mcs150Mileage: 15000, mcs150MileageYear: 2022, mcs150Date: '2023-11-15' });
    expect(u.dockets).toEqual(['MC828829']);
  });
});

describe('inspection units', () => {
  const text = readFileSync(fmcsaFixture('inspection_units_sample.csv'), 'utf8');
  const all = rows(text);
  const map = bind(inspectionUnitsLayout, all[0]);

  it('the fixture has the SMS Input – Inspection header', () => {
    expect(all[0]).toEqual([...INSPECTION_UNITS_HEADER]);
  });

  it('one row → up to two vehicles, VIN normalised, model year from the VIN', () => {
    const u = map(all[1], 2) as EquipmentUpdate;
    expect(u).toMatchObject({ kind: 'equipment', source: 'inspection-units', dotNumber: '3204417' });
    expect(u.equipment).toHaveLength(2);
    expect(u.equipment[0]).toEqual({
      ...SAMPLE_TRACTOR,
      // Vehicle_OOS_Total 1, Vh_Maint_Viol 1: per inspection, so both units carry them.
      vehicleOutOfService: true,
      vehicleViolations: 1,
    });
    expect(u.equipment[1]).toMatchObject({ equipmentType: 'SEMI-TRAILER', vehicleVin: '1UYVS2531RM123456', equipmentYear: 2024, vehicleOutOfService: true, vehicleViolations: 1 });
    // The same truck seen again (VIN printed lower-case with a space) is the same vehicle.
    const again = map(all[2], 3) as EquipmentUpdate;
    expect(again.equipment.map((e) => e.id)).toEqual(['3204417:3AKJHHDR7SSLA1234']);
    // No VIN: keyed by plate.
    expect((map(all[4], 5) as EquipmentUpdate).equipment[0]).toMatchObject({ id: '64:GA-GA77X1', vehicleVin: '', licensePlate: 'GA77X1', equipmentYear: null });
  });

  it('a one-unit-per-row file with other column names maps too', () => {
    const header = ['INSPECTION_ID', 'DOT_NUMBER', 'INSP_DATE', 'REPORT_STATE', 'UNIT_TYPE_DESC', 'UNIT_MAKE', 'UNIT_MODEL', 'UNIT_YEAR', 'UNIT_NUMBER', 'UNIT_LICENSE', 'UNIT_LICENSE_STATE', 'VIN', 'UNIT_DECAL_NUMBER'];
    const u = bind(inspectionUnitsLayout, header)(['77', '00044', '2024-05-01', 'al', 'TRUCK TRACTOR', 'kenw', 't680', '2019', 'T-12', 'ab1234', 'AL', '1XKYD49X0KJ123456', ''], 2) as EquipmentUpdate;
    expect(u.equipment[0]).toMatchObject({ dotNumber: '44', equipmentMake: 'KENW', equipmentModel: 'T680', equipmentYear: 2019, unitNumber: 'T-12', inspectionState: 'AL', licensePlate: 'AB1234' });
    // No outcome columns: how the inspection ended is unknown, not "passed".
    expect(u.equipment[0]).toMatchObject({ vehicleOutOfService: null, vehicleViolations: null });
    expect(detectLayout(header, 'units.csv')?.layout.id).toBe('inspection-units');
  });
});

describe('every layout', () => {
  it('never throws, whatever the row', () => {
    let seed = 99;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const junk = ['', ' ', 'MC', 'MC-', '00000000', '-1', '1e9', '"', 'NaN', '31-FOO-99', '99/99/9999', 'Y', 'ÿ', '\u0000', 'AUTHORIZED FOR BROKER', '1,2'];
    for (const layout of LAYOUTS) {
      const header: string[] = layout.mapsByName ? (layout.id === 'census-147' ? [...CENSUS_147_HEADER] : layout.id === 'census-42' ? [...CENSUS_42_HEADER] : layout.id === 'inspection-units' ? [...INSPECTION_UNITS_HEADER] : layout.id === 'safer-snapshot' ? ['DOT_NUMBER', 'ENTITY_TYPE', 'OPERATING_STATUS', 'MC_MX_FF_NUMBER_S', 'OUT_OF_SERVICE_DATE', 'PHYSICAL_ADDRESS', 'MCS_150_MILEAGE_YEAR'] : layout.id === 'li-revocation' ? ['DOCKET_NUMBER', 'DOT_NUMBER', 'OPERATING_AUTHORITY_REGISTRATION_TYPE', 'SERVE_DATE', 'REVOCATION_TYPE', 'EFFECTIVE_DATE'] : ['usdot_number', 'prefix', 'docket_number', 'legal_name', 'dba_name', 'city', 'state']) : [];
      const map = layout.bind(layout.mapsByName ? header : null, { asOf: '' });
      const width = layout.mapsByName ? header.length : layout.id === 'li-actpendins' ? 11 : 9;
      for (let k = 0; k < 300; k++) {
        const n = rnd() < 0.8 ? width : Math.floor(rnd() * (width + 3));
        const fields = Array.from({ length: n }, () => (rnd() < 0.5 ? junk[Math.floor(rnd() * junk.length)] : String(Math.floor(rnd() * 1e8))));
        if (rnd() < 0.5 && n > 0) fields[0] = layout.mapsByName ? String(Math.floor(rnd() * 1e6)) : 'MC' + Math.floor(rnd() * 1e6);
        expect(() => map(fields, k + 1)).not.toThrow();
        const r = map(fields, k + 1);
        if (r && r.kind === 'error') {
          expect(r.line).toBe(k + 1);
          expect(r.reason.length).toBeGreaterThan(5);
        }
      }
    }
  });
});
