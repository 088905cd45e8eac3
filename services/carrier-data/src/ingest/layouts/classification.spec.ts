import { readFileSync } from 'node:fs';
import { fmcsaFixture } from '../../../test/fmcsa-fixtures';
import { emptyCarrier } from '../../carrier/carrier.model';
import { parseCsv } from '../csv-reader';
import { ingestFile } from '../ingest-file';
import { applyUpdate } from '../merge';
import type { CensusUpdate, SaferUpdate } from '../updates';
import { classdefOf, parseCarrierOperation, parseClassdef } from './classification';
import { saferLayout } from './safer';

async function censusByDot(fixture: string): Promise<Map<string, CensusUpdate>> {
  const out = new Map<string, CensusUpdate>();
  for await (const row of ingestFile(fmcsaFixture(fixture))) {
    const u = row.result as CensusUpdate;
    out.set(u.dotNumber, u);
  }
  return out;
}

describe('census classification', () => {
  it('42-column census: the real rows flag columns become codes; OP_OTHER text is OTHER', async () => {
    const byDot = await censusByDot('FMCSA_CENSUS1_sample.csv');
    // DOT 1: FEDERAL_GOVERNMENT=Y, OP_OTHER "AUTOMATED VEHICLE RESEARCH & TESTING"; DOT 44: AUTHORIZED_FOR_HIRE=Y,
    // OP_OTHER "TRASH RUBBISH DEBRIS REMOVAL"; DOT 64: PRIVATE_ONLY=Y, PRIVATE_PROPERTY=Y.
    expect(byDot.get('1')!.fields.classifications).toEqual(['FEDERAL_GOVERNMENT', 'OTHER']);
    expect(byDot.get('44')!.fields.classifications).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER']);
    expect(byDot.get('64')!.fields.classifications).toEqual(['PRIVATE_PROPERTY']);
    // Every real row says something: at least one class each, and PRIVATE_ONLY=Y rows are never for hire.
    const text = readFileSync(fmcsaFixture('FMCSA_CENSUS1_sample.csv'), 'latin1');
    const [header, ...rows] = parseCsv(text).map((r) => r.fields);
    const privateOnly = header.indexOf('PRIVATE_ONLY');
    for (const fields of rows) {
      const classes = byDot.get(String(Number(fields[0])))!.fields.classifications!;
      expect(classes.length).toBeGreaterThan(0);
      if (fields[privateOnly] === 'Y') expect(classes.filter((c) => c.endsWith('FOR_HIRE'))).toEqual([]);
    }
    expect(byDot.size).toBe(rows.length);
  });

  it('147-column census: CLASSDEF, blank CLASSDEF is no classification', async () => {
    const byDot = await censusByDot('company_census_147_sample.csv');
    expect(byDot.get('1')!.fields.classifications).toEqual(['FEDERAL_GOVERNMENT', 'OTHER']);
    expect(byDot.get('44')!.fields.classifications).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER']);
    expect(byDot.get('64')!.fields.classifications).toEqual(['PRIVATE_PROPERTY']);
    expect(byDot.get('3204417')!.fields.classifications).toEqual(['AUTHORIZED_FOR_HIRE']);
    expect(byDot.get('1850333')!.fields.classifications).toEqual([]);
  });

  it('CLASSDEF strings as the federal file holds them, and SAFER page labels', () => {
    expect(parseClassdef('PRIVATE PROPERTY;AUTHORIZED FOR HIRE')).toEqual(['AUTHORIZED_FOR_HIRE', 'PRIVATE_PROPERTY']);
    expect(parseClassdef('AUTHORIZED FOR HIRE;EXEMPT FOR HIRE')).toEqual(['AUTHORIZED_FOR_HIRE', 'EXEMPT_FOR_HIRE']);
    expect(parseClassdef('PRIVATE PASSENGER, BUSINESS;PRIVATE PASSENGER, NON-BUSINESS;AUTHORIZED FOR HIRE')).toEqual([
      'AUTHORIZED_FOR_HIRE',
      'PRIVATE_PASSENGER_BUSINESS',
      'PRIVATE_PASSENGER_NONBUSINESS',
    ]);
    expect(parseClassdef('OTHER-APPLYING FOR MC;PRIVATE PROPERTY')).toEqual(['OTHER', 'PRIVATE_PROPERTY']);
    expect(parseClassdef('AUTHORIZED FOR HIRE;U. S. MAIL;OTHER-IEP')).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER', 'US_MAIL']);
    expect(parseClassdef('STATE GOVERNMENT;LOCAL GOVERNMENT;INDIAN TRIBE;MIGRANT')).toEqual(['INDIAN_TRIBE', 'LOCAL_GOVERNMENT', 'MIGRANT', 'STATE_GOVERNMENT']);
    expect(parseClassdef('AUTHORIZED FOR HIRE;PRIVATE(PROPERTY)')).toEqual(['AUTHORIZED_FOR_HIRE', 'PRIVATE_PROPERTY']);
    expect(parseClassdef('18 USC §31')).toEqual(['OTHER']);
    expect(parseClassdef(' ')).toEqual([]);
    // SAFER's labels, as a scraper joins them.
    expect(parseClassdef("Auth. For Hire, Private(Property), Priv. Pass. (Business), Priv. Pass.(Non-business), Fed. Gov't, Indian Nation, U.S. Mail")).toEqual([
      'AUTHORIZED_FOR_HIRE',
      'FEDERAL_GOVERNMENT',
      'INDIAN_TRIBE',
      'PRIVATE_PASSENGER_BUSINESS',
      'PRIVATE_PASSENGER_NONBUSINESS',
      'PRIVATE_PROPERTY',
      'US_MAIL',
    ]);
    expect(parseClassdef(classdefOf(['PRIVATE_PASSENGER_BUSINESS', 'AUTHORIZED_FOR_HIRE', 'OTHER'], 'LEASED'))).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER', 'PRIVATE_PASSENGER_BUSINESS']);
    expect(['A', 'Interstate', 'Intrastate Only (HM)', 'Intrastate Only (Non-HM)', '', 'X'].map(parseCarrierOperation)).toEqual(['A', 'A', 'B', 'C', '', null]);
  });

  it('SAFER snapshot: operation and classification are census-like, filled only where the census said nothing', () => {
    // Real row of fmcsa_on_off.csv (DOT 10000), with a scraped Operation Classification column added.
    const header = 'DOT_NUMBER,MC/MX/FF Number(s),LEGAL_NAME,DBA_NAME,CARRIER_OPERATION,NBR_POWER_UNIT,DRIVER_TOTAL,PHY_STREET,PHY_CITY,PHY_STATE,STATE,PHY_ZIP,PHY_COUNTRY,MAILING_STREET,MAILING_CITY,MAILING_STATE,MAILING_ZIP,MAILING_COUNTRY,TELEPHONE,EMAIL_ADDRESS,MCS150_DATE,Entity Type,Operating Status,Out of Service Date,Phone,Operation Classification';
    const line = '10000,,POWELL DISTRIBUTING CO INC,,A,1,1,9125 N BURRAGE,PORTLAND,OR,Oregon,97217,US,P O BOX 17160,PORTLAND,OR,97217,US,(503) 289-5558,OFFICE@POWELLOIL.COM,21-MAR-23,CARRIER,ACTIVE,,(503) 289-5558,Private(Property)';
    const map = saferLayout.bind(header.split(','), { asOf: '2023-11-21' });
    const u = map(parseCsv(line)[0].fields, 2) as SaferUpdate;
    expect(u.fields).toMatchObject({ carrierOperation: 'A', classifications: ['PRIVATE_PROPERTY'] });
    expect(u.warnings).toBeUndefined();
    // Without a census: the snapshot fills them.
    expect(applyUpdate(null, u, { today: '2023-11-21' })).toMatchObject({ carrierOperation: 'A', classifications: ['PRIVATE_PROPERTY'] });
    // With a census that said otherwise: the census keeps them.
    const censused = { ...emptyCarrier('10000'), carrierOperation: 'C' as const, classifications: ['AUTHORIZED_FOR_HIRE'] };
    expect(applyUpdate(censused, u, { today: '2023-11-21' })).toMatchObject({ carrierOperation: 'C', classifications: ['AUTHORIZED_FOR_HIRE'] });
  });

  it('the census owns the classification: a census replaces it, a census file without the columns leaves it', async () => {
    const c147 = (await censusByDot('company_census_147_sample.csv')).get('44')!;
    const c42 = (await censusByDot('FMCSA_CENSUS1_sample.csv')).get('64')!;
    const first = applyUpdate(null, { ...c42, dotNumber: '44' }, { today: '2025-09-15' });
    expect(first.classifications).toEqual(['PRIVATE_PROPERTY']);
    const replaced = applyUpdate(first, { ...c147, asOf: '2025-10-01' }, { today: '2025-10-01' });
    expect(replaced.classifications).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER']);
    const withoutColumns: CensusUpdate = { ...c147, asOf: '2025-11-01', fields: { legalName: c147.fields.legalName } };
    expect(applyUpdate(replaced, withoutColumns, { today: '2025-11-01' }).classifications).toEqual(['AUTHORIZED_FOR_HIRE', 'OTHER']);
    const blank: CensusUpdate = { ...c147, asOf: '2025-12-01', fields: { ...c147.fields, classifications: [] } };
    expect(applyUpdate(replaced, blank, { today: '2025-12-01' }).classifications).toEqual([]);
  });
});
