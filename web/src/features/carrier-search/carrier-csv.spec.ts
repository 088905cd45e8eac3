import type { Carrier } from '../carriers/carrier.types';
import en from '../../i18n/locales/en/search.json';
import { CARRIER_CSV_COLUMNS, bulkResultsToCsv, carriersToCsv, exportFileName, type BulkLookupRow } from './carrier-csv';

export function carrier(overrides: Partial<Carrier> = {}): Carrier {
  return {
    id: '53467',
    companyName: 'WERNER ENTERPRISES INC',
    legalName: 'WERNER ENTERPRISES INC',
    dbaName: '',
    mcNumber: '138328',
    mcNumbers: ['138328'],
    dotNumber: '53467',
    address: '14507 FRONTIER ROAD',
    city: 'OMAHA',
    state: 'NE',
    zipCode: '68138',
    email: 'jmaus@werner.com',
    phone: '4028956640',
    website: '',
    safetyRating: '',
    basicScore: '42',
    authorityStatus: 'ACTIVE',
    usdotStatus: 'ACTIVE',
    authorities: [],
    authorityHistory: [],
    bondOnFile: 0,
    processAgents: [],
    insuranceStatus: 'VALID',
    insuranceExpiryDate: '',
    riskScore: 18,
    notEnoughData: false,
    isRecommended: true,
    verdict: { outcome: 'PASS', checks: [], profile: 'default' },
    riskFactors: [],
    truckCount: 9507,
    driverCount: 10533,
    trailerCount: 0,
    inspectionCount: 100,
    violationCount: 3,
    crashCount: 1,
    oosCount: 2,
    oosRate: 2,
    outOfService: false,
    businessType: 'CARRIER/BROKER',
    operatingRadius: 'Interstate',
    operatingStartDate: '',
    entityType: 'CARRIER/BROKER',
    officers: [],
    insurancePolicies: [],
    revocations: [],
    priorRevokeDotNumber: '',
    ...overrides,
  };
}

const header = (key: string) => (en.csv as Record<string, string>)[key];

describe('carriersToCsv', () => {
  it('should start with a BOM and the translated header row', () => {
    const csv = carriersToCsv([], header);
    expect(csv.startsWith('\uFEFFCompany Name,Legal Name,DBA Name,MC Number,DOT Number,')).toBe(true);
    expect(CARRIER_CSV_COLUMNS.every((column) => typeof header(column.key) === 'string')).toBe(true);
  });

  it('should write one row per carrier with formatted MC, phone and safety rating', () => {
    const [, row] = carriersToCsv([carrier()], header).replace('\uFEFF', '').split('\r\n');
    expect(row).toBe(
      'WERNER ENTERPRISES INC,WERNER ENTERPRISES INC,,MC-138328,53467,14507 FRONTIER ROAD,OMAHA,NE,68138,(402) 895-6640,jmaus@werner.com,,NOT RATED,42,ACTIVE,VALID,,18,PASS,,9507,10533,100,3,1,2',
    );
  });

  it('should never leave a status blank: UNKNOWN when no data set covers the company, apart from NONE', () => {
    const rows = carriersToCsv([carrier({ authorityStatus: '', insuranceStatus: 'UNKNOWN' }), carrier({ authorityStatus: 'NONE', insuranceStatus: 'EXPIRES SOON' })], header)
      .replace('\uFEFF', '')
      .split('\r\n');
    const columns = rows[0].split(',');
    const cells = (row: string) => [row.split(',')[columns.indexOf('Motor-Carrier Authority')], row.split(',')[columns.indexOf('BI&PD Liability')]];
    expect(cells(rows[1])).toEqual(['UNKNOWN', 'UNKNOWN']);
    expect(cells(rows[2])).toEqual(['NONE', 'EXPIRES SOON']);
  });

  it('should escape names with commas, quotes and formulas', () => {
    const csv = carriersToCsv([carrier({ companyName: 'Acme, "Fast" Freight', dbaName: '=cmd|calc', riskScore: null })], header);
    const row = csv.split('\r\n')[1];
    expect(row.startsWith(`"Acme, ""Fast"" Freight",WERNER ENTERPRISES INC,'=cmd|calc,`)).toBe(true);
    expect(row.split(',')[18]).toBe('');
  });
});

describe('carriersToCsv verdict columns', () => {
  it("should write the verdict and the failing and review checks' English messages beside the risk score", () => {
    const check = (rule: 'operating-authority' | 'authority-age' | 'out-of-service', outcome: 'PASS' | 'REVIEW' | 'FAIL', message: string) =>
      ({ rule, outcome, key: `verdict.${rule}`, params: {}, message, dataset: 'authority', asOf: '2025-10-08', source: 'Motus Carrier', stale: false, missing: false }) as const;
    const failing = carrier({
      verdict: {
        outcome: 'FAIL',
        profile: 'company:2',
        checks: [check('out-of-service', 'PASS', 'No out-of-service order on file.'), check('authority-age', 'REVIEW', 'Registered 12 days ago.'), check('operating-authority', 'FAIL', 'No active for-hire authority, on MC138328.')],
      },
    });
    const csv = carriersToCsv([failing], header).replace('\uFEFF', '').split('\r\n');
    const columns = csv[0].split(',');
    expect(columns.slice(columns.indexOf('Risk Score'), columns.indexOf('Risk Score') + 3)).toEqual(['Risk Score', 'Verdict', 'Verdict Reasons (Fail / Review)']);
    expect(csv[1]).toContain(',18,FAIL,"FAIL: No active for-hire authority, on MC138328. | REVIEW: Registered 12 days ago.",9507,');
  });
});

describe('bulkResultsToCsv', () => {
  it('should write the input, its kind, the result and what was found', () => {
    const rows: BulkLookupRow[] = [
      { raw: 'MC-138328', kind: 'mc', number: '138328', outcome: 'found', record: { companyName: 'WERNER ENTERPRISES INC', mcNumber: '138328', dotNumber: '53467', phone: '4028956640', safetyRating: 'SATISFACTORY' } },
      { raw: '999', kind: 'dot', number: '999', outcome: 'notFound' },
    ];
    const lines = bulkResultsToCsv(rows, header, (row) => (row.outcome === 'found' ? 'Found' : 'Not found')).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Input,Number Type,Result,Company Name,Legal Name,MC Number,DOT Number,City,State,Phone,Safety Rating,Motor-Carrier Authority,BI&PD Liability,Trucks,Drivers');
    expect(lines[1]).toBe('MC-138328,MC,Found,WERNER ENTERPRISES INC,,MC-138328,53467,,,(402) 895-6640,SATISFACTORY,UNKNOWN,UNKNOWN,,');
    expect(lines[2]).toBe('999,DOT,Not found,,,,,,,,,,,,');
  });
});

describe('exportFileName', () => {
  it('should date the file in local time', () => {
    expect(exportFileName('logiscope-search-results', new Date(2025, 0, 5, 23, 59))).toBe('logiscope-search-results-2025-01-05.csv');
  });
});
