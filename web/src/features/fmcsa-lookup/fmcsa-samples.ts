import type { FmcsaRecord, LookupKind } from './fmcsa-lookup.types';

/**
 * The FMCSA Lookup's sample searches (three MC and three DOT numbers) and the records a visitor sees for them.
 * The records are real public FMCSA rows (census / SAFER snapshot / QCMobile, see data/fmcsa/README.md);
 * fields FMCSA did not publish in those rows are left out and shown as not on file.
 */
export const SAMPLE_MC_NUMBERS = ['1515', '138328', '94909'] as const;
export const SAMPLE_DOT_NUMBERS = ['44110', '53467', '158121'] as const;

export const FMCSA_SAMPLE_RECORDS: readonly FmcsaRecord[] = [
  {
    companyName: 'GREYHOUND LINES INC',
    legalName: 'GREYHOUND LINES INC',
    mcNumber: '1515',
    dotNumber: '44110',
    businessType: 'CARRIER',
    operatingRadius: 'Interstate',
    authorityStatus: 'ACTIVE',
    address: '315 CONTINENAL AVENUE',
    city: 'DALLAS',
    state: 'TX',
    zipCode: '75207',
    phone: '2147776005',
    truckCount: 923,
    driverCount: 1124,
  },
  {
    companyName: 'WERNER ENTERPRISES INC',
    legalName: 'WERNER ENTERPRISES INC',
    mcNumber: '138328',
    dotNumber: '53467',
    businessType: 'CARRIER/BROKER',
    operatingRadius: 'Interstate',
    authorityStatus: 'ACTIVE',
    address: '14507 FRONTIER ROAD',
    city: 'OMAHA',
    state: 'NE',
    zipCode: '68138',
    phone: '4028956640',
    email: 'jmaus@werner.com',
    truckCount: 9507,
    driverCount: 10533,
  },
  {
    companyName: 'WARD SAND & MATERIALS CO',
    legalName: 'JAMES D MORRISSEY INC',
    mcNumber: '94909',
    dotNumber: '10072',
    businessType: 'CARRIER',
    operatingRadius: 'Interstate',
    authorityStatus: 'ACTIVE',
    address: '9119 FRANKFORD AVE',
    city: 'PHILADELPHIA',
    state: 'PA',
    zipCode: '19114-2854',
    phone: '2153338000',
    email: 'jfurey@jdm-inc.com',
    truckCount: 105,
    driverCount: 35,
  },
  {
    companyName: 'VERIHA TRUCKING INC',
    legalName: 'VERIHA TRUCKING INC',
    mcNumber: '',
    dotNumber: '158121',
    businessType: 'CARRIER',
    operatingRadius: 'Interstate',
    safetyRating: 'SATISFACTORY',
    authorityStatus: 'ACTIVE',
    address: '2830 CLEVELAND AVE',
    city: 'MARINETTE',
    state: 'WI',
    zipCode: '54143',
    truckCount: 213,
    driverCount: 213,
    insuranceStatus: 'VALID',
    inspectionCount: 259,
    crashCount: 15,
    oosRate: 1.2,
  },
];

/** The sample record a visitor's lookup finds, or null (shown as 'Company Not Found'). */
export function findSampleRecord(kind: LookupKind, number: string): FmcsaRecord | null {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return null;
  return FMCSA_SAMPLE_RECORDS.find((record) => (kind === 'mc' ? record.mcNumber === digits : record.dotNumber === digits)) ?? null;
}
