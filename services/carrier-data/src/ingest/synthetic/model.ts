/** What a synthetic carrier is made of, before it is written into the FMCSA files (dataset.ts makes them). */
import type { Address, CarrierRecord, InsurancePolicy } from '../../carrier/carrier.model';
import type { Classification } from '../layouts/classification';
import type { AuthorityStanding } from './market';

/** An insurance filing as the L&I files write it: the stored policy with its amounts in thousands of dollars. */
export type SyntheticPolicy = Omit<InsurancePolicy, 'coverageAmount' | 'underlyingAmount' | 'origin' | 'asOf' | 'endReason'> & {
  /** Thousands of dollars, as L&I writes them. */
  maxThousands: number;
  underlyingThousands: number;
  /** Why a replaced filing ended (Motus InsHist `filing_status_reason`); a cancelled one says CANCEL. */
  endReason?: 'TERM/REPL' | 'NAMECHG';
};

/** What one Motus authority row is about (`op_auth_type`, see motus-rows.ts for the text). */
export type OpAuthKind = 'property' | 'hhg' | 'passenger' | 'broker' | 'forwarder' | 'mexico' | 'enterprise';

/**
 * The operating authority held under one docket, as a timeline of ISO dates ('' = never). Every file reads its state
 * on its own date: the legacy L&I files on the cutover, Motus on each day of its baseline and dailies.
 */
export interface SyntheticAuthority {
  /** Normalised docket (MC123456, FF10012, MX50034). */
  docket: string;
  /** Motus types of this docket, one Motus Carrier row each. */
  kinds: OpAuthKind[];
  /** The legacy L&I authority types the docket holds (COMMON_STAT ...). */
  legacyTypes: ('COMMON' | 'CONTRACT' | 'BROKER')[];
  applied: string;
  granted: string;
  /** The application was withdrawn (Motus `Withdrawn`). */
  withdrawn: string;
  /** A revocation or suspension order: served, taking effect. */
  orderServe: string;
  orderEffective: string;
  orderVoluntary: boolean;
  /** Inactive from this date, and why. */
  ended: string;
  endReason: '' | 'suspension' | 'revoked' | 'voluntary' | 'dormant';
  /** An older revocation later reinstated (history only). */
  reinstated: { revoked: string; reinstated: string } | null;
}

/** What the carrier did in Motus beyond its authority and insurance dates (the Motus-era shaping in motus-market.ts). */
export interface MotusActivity {
  /** Mailing address and phone changed in Motus on `date`. */
  mailChange: { date: string; mail: Address; phone: string } | null;
  /** Process agent (BOC-3) designations: agent index from `date` on ('' = from the carrier's first Motus day). */
  boc3: { date: string; agent: number }[];
  /** BOC-3 cancelled (the BOC3 row is deleted). */
  boc3Cancelled: string;
  /** A suspension order served, then rescinded before it took effect (the RevokeSuspend rows are deleted). */
  rescinded: { serve: string; effective: string; rescinded: string } | null;
  /** A broker authority applied for by mistake and deleted (the Carrier row is deleted). */
  stray: { applied: string; deleted: string } | null;
  /** A Motus-only applicant whose registration was removed as a duplicate (its Carrier and BOC3 rows deleted). */
  removed: string;
  /** The MC authority was granted on this day ('' as the timeline draws it). */
  granted: string;
  /** The pending application was withdrawn on this day. */
  withdrawn: string;
}

export interface SyntheticRevocation {
  docket: string;
  authorityType: 'COMMON' | 'CONTRACT' | 'BROKER';
  revocationType: 'INVOLUNTARY' | 'VOLUNTARY';
  serveDate: string;
  effectiveDate: string;
  /** The file writes 00000000 instead of the DOT number. */
  dotMissing: boolean;
}

export interface SyntheticUnit {
  type: string;
  make: string;
  vin: string;
  plate: string;
  plateState: string;
}

export interface SyntheticInspection {
  id: string;
  reportNumber: string;
  state: string;
  date: string;
  level: number;
  units: SyntheticUnit[];
  driverOos: number;
  vehicleOos: number;
}

/**
 * A carrier as the generator draws it. The census facts that reach the stored record unchanged (phone, fax, officers,
 * fleet size, dates) take the record's declarations, so the two cannot drift apart.
 */
export interface SyntheticCarrier extends Pick<CarrierRecord, 'phone' | 'fax' | 'officers' | 'powerUnits' | 'drivers' | 'addDate' | 'mcs150Date'> {
  index: number;
  dot: string;
  legalName: string;
  dbaName: string;
  carrierOperation: 'A' | 'B' | 'C';
  /** The census classification, in the order CLASSDEF writes it. */
  classifications: Classification[];
  /** The text after OTHER (`APPLYING FOR MC`), '' when not classed OTHER. */
  otherText: string;
  hazmat: boolean;
  passenger: boolean;
  phy: Address;
  mail: Address;
  cellPhone: string;
  /** Upper case, as the census prints it ('' when none). */
  email: string;
  mileage: number;
  mileageYear: number;
  /** Normalised dockets (MC first). */
  dockets: string[];
  /** A broker only (bond or trust fund, BROKER authority). */
  broker: boolean;
  /** SAFER entity type: CARRIER, CARRIER/BROKER, BROKER, CARRIER/SHIPPER. */
  entityType: string;
  /** Where the authority of a docketed carrier stands (null: no MC docket). */
  standing: AuthorityStanding | null;
  /** Household goods authority (with general property, or alone). */
  hhg: boolean;
  hhgOnly: boolean;
  /** Enterprise motor carrier of property (a rare extra authority type). */
  enterprise: boolean;
  /** One per docket (MC, FF, MX), in docket order. */
  authorities: SyntheticAuthority[];
  /** Motus-era activity (null before the cutover or when the carrier did nothing of the kind). */
  motus: MotusActivity | null;
  /** Registered in Motus only: not yet in the census (index ≥ rows). */
  motusOnly: boolean;
  /** SAFER's operating status (`AUTHORIZED FOR Property`, `NOT AUTHORIZED`, `ACTIVE`, `OUT-OF-SERVICE` ...). */
  operatingStatus: string;
  /** ISO date of an out-of-service order ('' none). */
  outOfServiceDate: string;
  safetyRating: '' | 'S' | 'C' | 'U';
  safetyRatingDate: string;
  priorRevokeDot: string;
  statusCode: 'A' | 'I';
  /** Index of the earlier carrier this one re-uses the identity of (-1: none). */
  chameleonOf: number;
  /** A carrier whose identity a later chameleon re-uses (it is revoked). */
  chameleonSource: boolean;
  filingService: number;
  /** Phone taken from the shared pool (-1: own number). */
  sharedPhone: number;
  policies: SyntheticPolicy[];
  revocations: SyntheticRevocation[];
  inspections: SyntheticInspection[];
  /** The 42-column row is written in latin1 (odd encoding). */
  latin1: boolean;
}
