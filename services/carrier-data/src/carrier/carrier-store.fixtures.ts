import type { AuthorityFact } from './authority.model';
import { emptyCarrier, type CarrierRecord } from './carrier.model';

/* The records the carrier store tests write: plausible values, each varied by what a test names. */

/** A carrier with plausible values; `state` sets the physical address state. */
export function carrier(dotNumber: string, o: Partial<CarrierRecord> & { state?: string } = {}): CarrierRecord {
  const { state, ...fields } = o;
  const base = emptyCarrier(dotNumber);
  return {
    ...base,
    legalName: `CARRIER ${dotNumber} LLC`,
    entityType: 'CARRIER',
    carrierOperation: 'A',
    physicalAddress: { street: `${dotNumber} MAIN ST`, city: 'AUSTIN', state: state ?? 'TX', zip: '73301', country: 'US' },
    mailingAddress: { street: `${dotNumber} MAIN ST`, city: 'AUSTIN', state: state ?? 'TX', zip: '73301', country: 'US' },
    officers: ['JOHN DOE'],
    powerUnits: 3,
    drivers: 4,
    addDate: '2019-05-01',
    authorityStatus: 'ACTIVE',
    authorityTypes: ['CARRIER_PROPERTY'],
    sources: ['census:2025-01-01'],
    ...fields,
  };
}

/** A primary BI&PD policy of $750,000 on this docket, from the legacy L&I files. */
export function policy(docket: string) {
  return {
    docket,
    coverageType: 'BIPD' as const,
    layer: 'PRIMARY' as const,
    insurer: 'PROGRESSIVE',
    policyNumber: 'P-1',
    coverageAmount: 750000,
    underlyingAmount: 0,
    postedDate: '2024-01-01',
    effectiveDate: '2024-01-01',
    cancelEffectiveDate: '',
    formCode: '91X',
    origin: 'legacy' as const,
    asOf: '2024-01-01',
    endReason: '',
  };
}

/** Active common carrier-of-property authority on this docket. */
export function authority(docket: string): AuthorityFact {
  return { docket, kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'ACTIVE', revocationPending: false, since: '2019-06-01', asOf: '2025-01-01', source: 'li-carrier', bipdOnFile: 750000, bipdRequired: 750000 };
}

/** The same object with its keys in reverse order (a store must not care). */
export function reverseKeys<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).reverse()) as T;
}
