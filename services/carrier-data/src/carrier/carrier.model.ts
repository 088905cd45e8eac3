import type { EquipmentView } from '@logiscope/proto';
import type { AuthorityEvent, AuthorityFact, ProcessAgent } from './authority.model';

/**
 * A carrier as LogiScope keeps it: FMCSA's census, L&I and inspection data merged and normalised under the DOT
 * number (DOT numbers key everything; MC numbers are dockets with prefix MC). Plain JSON, stable field order, so
 * two snapshots compare field by field (CarrierChanged carries the differences).
 */
export interface CarrierRecord {
  /** Digits only, no leading zeros ("44110"). */
  dotNumber: string;
  legalName: string;
  dbaName: string;
  /** Dockets as FMCSA writes them, prefix + digits without padding: ["MC123456", "FF4567"]. */
  dockets: string[];
  /** Digits of the dockets whose prefix is MC ("123456"): what brokers call the MC number. */
  mcNumbers: string[];
  /** A = interstate, B = intrastate hazmat, C = intrastate non-hazmat, '' unknown. */
  carrierOperation: 'A' | 'B' | 'C' | '';
  hazmat: boolean;
  passengerCarrier: boolean;
  /**
   * The census classification of the operation, as FMCSA codes it (the 42-column file's flag columns, the 147-column
   * file's CLASSDEF): AUTHORIZED_FOR_HIRE, EXEMPT_FOR_HIRE, PRIVATE_PROPERTY, PRIVATE_PASSENGER_BUSINESS,
   * PRIVATE_PASSENGER_NONBUSINESS, MIGRANT, US_MAIL, FEDERAL_GOVERNMENT, STATE_GOVERNMENT, LOCAL_GOVERNMENT,
   * INDIAN_TRIBE, OTHER. Sorted; [] when no census said (whether the carrier needs for-hire authority is then unknown).
   */
  classifications: string[];
  /** CARRIER, BROKER, CARRIER/BROKER, SHIPPER ... ('' unknown). */
  entityType: string;
  physicalAddress: Address;
  mailingAddress: Address;
  /** Ten digits for US/CA numbers ("2025555555"); '' when none. */
  phone: string;
  fax: string;
  /** Lower-cased; '' when none. */
  email: string;
  /** Company officers (census COMPANY_OFFICER_1/2), upper-cased as FMCSA prints them. */
  officers: string[];
  powerUnits: number;
  drivers: number;
  /** ISO dates (YYYY-MM-DD) or ''. */
  addDate: string;
  mcs150Date: string;
  mcs150Mileage: number;
  mcs150MileageYear: number;
  /**
   * The motor-carrier authority as of the last import (authority.ts derives it from `authorities`; views derive it
   * again for their day): ACTIVE, PENDING, INACTIVE, REVOKED, NONE (a data set covering the company says it holds no
   * motor-carrier authority) or UNKNOWN (no data set covering the company was imported).
   */
  authorityStatus: 'ACTIVE' | 'INACTIVE' | 'REVOKED' | 'PENDING' | 'WITHDRAWN' | 'NONE' | 'UNKNOWN';
  /** The kinds of authority active as of the last import (AuthorityKind: CARRIER_PROPERTY, BROKER ...). */
  authorityTypes: string[];
  /** Every authority fact the files gave, per file kind, docket and kind (legacy L&I, SAFER, Motus). */
  authorities: AuthorityFact[];
  /** AuthHist rows (legacy and Motus), oldest first: the carrier page's timeline. */
  authorityHistory: AuthorityEvent[];
  /** Census STATUS_CODE / SAFER USDOT status: ACTIVE, INACTIVE, PENDING ('' unknown). */
  usdotStatus: '' | 'ACTIVE' | 'INACTIVE' | 'PENDING';
  /** BOC-3 process agents (Motus BOC3). */
  processAgents: ProcessAgent[];
  revocations: Revocation[];
  /** Insurance filings on file (L&I), coverage in whole US dollars (L&I files give thousands). */
  insurance: InsurancePolicy[];
  /** '' when FMCSA never rated the carrier (shown as NOT RATED). */
  safetyRating: 'SATISFACTORY' | 'CONDITIONAL' | 'UNSATISFACTORY' | '';
  safetyRatingDate: string;
  outOfService: boolean;
  outOfServiceDate: string;
  inspections: number;
  vehicleInspections: number;
  driverInspections: number;
  vehicleOosInspections: number;
  driverOosInspections: number;
  violations: number;
  crashes: number;
  fatalCrashes: number;
  injuryCrashes: number;
  towCrashes: number;
  /** Prior revocation link (census PRIOR_REVOKE_FLAG / PRIOR_REVOKE_DOT_NUMBER): a chameleon signal. */
  priorRevokeDotNumber: string;
  /** The files that contributed, with the date of the data they carried (for "as of"). */
  sources: string[];
}

export interface Address {
  street: string;
  city: string;
  /** Two letters, upper-case. */
  state: string;
  /** As published (leading zeros kept, ZIP+4 or foreign postal codes allowed). */
  zip: string;
  country: string;
}

export interface Revocation {
  docket: string;
  /** COMMON, CONTRACT, BROKER (legacy) or Motus' op_auth_type text. */
  authorityType: string;
  /** INVOLUNTARY, VOLUNTARY, ... or Motus' order type ("Operating Authority Involuntary Suspension Notice"). */
  revocationType: string;
  serveDate: string;
  effectiveDate: string;
  /** The file kind it came from (li-revocation, motus-revokesuspend). */
  source: string;
}

export interface InsurancePolicy {
  docket: string;
  /** BIPD, CARGO, BOND, TRUST_FUND. */
  coverageType: 'BIPD' | 'CARGO' | 'BOND' | 'TRUST_FUND';
  /** PRIMARY or EXCESS for BIPD, '' otherwise. */
  layer: 'PRIMARY' | 'EXCESS' | '';
  insurer: string;
  policyNumber: string;
  /** Whole dollars. */
  coverageAmount: number;
  underlyingAmount: number;
  postedDate: string;
  effectiveDate: string;
  /** '' while in force. */
  cancelEffectiveDate: string;
  /** As FMCSA numbers the form, without BMC- (91X, 91, 34, 84, 85). */
  formCode: string;
  /** Which system filed it: the frozen legacy L&I files or Motus (each keeps its own copy; the newer fact wins). */
  origin: 'legacy' | 'motus';
  /** The date this filing's facts are true as of (a row date, else its file's). */
  asOf: string;
  /** Why it ended (InsHist CANCEL, TERM/REPL, NAMECHG), '' otherwise. */
  endReason: string;
}

/**
 * A vehicle seen under a carrier (inspection-per-unit rows): what the Equipment tab lists (EquipmentView, the shared
 * wire type) keyed by its carrier's DOT number.
 */
export interface EquipmentRecord extends EquipmentView {
  dotNumber: string;
}

export const emptyAddress = (): Address => ({ street: '', city: '', state: '', zip: '', country: '' });

export function emptyCarrier(dotNumber: string): CarrierRecord {
  return {
    dotNumber,
    legalName: '',
    dbaName: '',
    dockets: [],
    mcNumbers: [],
    carrierOperation: '',
    hazmat: false,
    passengerCarrier: false,
    classifications: [],
    entityType: '',
    physicalAddress: emptyAddress(),
    mailingAddress: emptyAddress(),
    phone: '',
    fax: '',
    email: '',
    officers: [],
    powerUnits: 0,
    drivers: 0,
    addDate: '',
    mcs150Date: '',
    mcs150Mileage: 0,
    mcs150MileageYear: 0,
    authorityStatus: 'UNKNOWN',
    authorityTypes: [],
    authorities: [],
    authorityHistory: [],
    usdotStatus: '',
    processAgents: [],
    revocations: [],
    insurance: [],
    safetyRating: '',
    safetyRatingDate: '',
    outOfService: false,
    outOfServiceDate: '',
    inspections: 0,
    vehicleInspections: 0,
    driverInspections: 0,
    vehicleOosInspections: 0,
    driverOosInspections: 0,
    violations: 0,
    crashes: 0,
    fatalCrashes: 0,
    injuryCrashes: 0,
    towCrashes: 0,
    priorRevokeDotNumber: '',
    sources: [],
  };
}
