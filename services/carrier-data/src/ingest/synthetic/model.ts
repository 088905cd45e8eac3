/** What a synthetic carrier is made of, before it is written into the FMCSA files (dataset.ts makes them). */
import type { Address, InsurancePolicy } from '../../carrier/carrier.model';
import type { Classification } from '../layouts/classification';
import type { AuthorityStanding } from './market';

/** An insurance filing as the L&I files write it: the stored policy with its amounts in thousands of dollars. */
export type SyntheticPolicy = Omit<InsurancePolicy, 'coverageAmount' | 'underlyingAmount'> & {
  /** Thousands of dollars, as L&I writes them. */
  maxThousands: number;
  underlyingThousands: number;
};

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

export interface SyntheticCarrier {
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
  /** Ten digits. */
  phone: string;
  fax: string;
  cellPhone: string;
  /** Upper case, as the census prints it ('' when none). */
  email: string;
  officers: string[];
  powerUnits: number;
  drivers: number;
  /** ISO dates ('' when none). */
  addDate: string;
  mcs150Date: string;
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
