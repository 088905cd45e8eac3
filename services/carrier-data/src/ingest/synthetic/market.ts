/**
 * How the synthetic market is shaped: the operation and classification of a carrier, whether it holds an MC docket,
 * and where its operating authority stands. The shares follow the real samples in test/fixtures/fmcsa (market.spec.ts
 * measures both with the same layouts and compares them):
 *
 * - FMCSA_CENSUS1_sample.csv (811 carriers): 52 % interstate (A), 45 % intrastate non-hazmat (C), 3 % intrastate
 *   hazmat (B); among interstate carriers 49 % authorized for hire, 7 % exempt for hire, 63 % private property (several
 *   classes per carrier are common: PRIVATE PROPERTY;AUTHORIZED FOR HIRE); among intrastate ones 29 % for hire;
 *   HM flag on 7 % of interstate carriers and almost no intrastate one; OP_OTHER text on ~5 %; government ~1.5 %.
 * - SAFER snapshots (fmcsa_on_off.csv, FMSCA_records.csv, safer_online.csv): about half of interstate carriers hold a
 *   docket; ~70 % of docketed carriers with an authority status are AUTHORIZED, the rest NOT AUTHORIZED; ~9 % of
 *   docketed ones are brokers (CARRIER/BROKER, BROKER); out-of-service orders are rare (~0.4 %).
 * - actpendins: ~8 % of BI&PD filings carry a pending cancellation; revocation file: ~60 % involuntary (with an
 *   effective date about 30-35 days after service), ~40 % voluntary (no effective date).
 *
 * What the samples cannot say (no carrier is in both the SAFER and the L&I samples, and the census samples hold no
 * recent registration): how many authorised carriers have insurance on file (regulation requires it: here all but
 * 2 %), and how many carriers are new (here ~5 % registered within 90 days, from the add-date curve).
 */
import type { Classification } from '../layouts/classification';
import type { Rng } from './prng';
import { OTHER_OPERATIONS } from './words';

type Op = 'A' | 'B' | 'C';

/** Class combinations in CLASSDEF order with their weight (counts of the census sample, by operation). */
const COMBOS: Record<'A' | 'BC', readonly [number, readonly Classification[]][]> = {
  A: [
    [198, ['PRIVATE_PROPERTY']],
    [132, ['AUTHORIZED_FOR_HIRE']],
    [53, ['PRIVATE_PROPERTY', 'AUTHORIZED_FOR_HIRE']],
    [10, ['EXEMPT_FOR_HIRE']],
    [9, ['AUTHORIZED_FOR_HIRE', 'EXEMPT_FOR_HIRE']],
    [7, ['PRIVATE_PROPERTY', 'AUTHORIZED_FOR_HIRE', 'EXEMPT_FOR_HIRE']],
    [4, ['PRIVATE_PROPERTY', 'EXEMPT_FOR_HIRE']],
    [3, ['PRIVATE_PROPERTY', 'PRIVATE_PASSENGER_NONBUSINESS']],
    [2, ['PRIVATE_PASSENGER_BUSINESS', 'PRIVATE_PASSENGER_NONBUSINESS', 'AUTHORIZED_FOR_HIRE']],
    [4, []],
  ],
  BC: [
    [223, ['PRIVATE_PROPERTY']],
    [90, ['AUTHORIZED_FOR_HIRE']],
    [23, ['EXEMPT_FOR_HIRE']],
    [17, ['PRIVATE_PROPERTY', 'AUTHORIZED_FOR_HIRE']],
    [10, ['PRIVATE_PASSENGER_BUSINESS']],
    [8, ['PRIVATE_PROPERTY', 'EXEMPT_FOR_HIRE']],
    [4, ['AUTHORIZED_FOR_HIRE', 'EXEMPT_FOR_HIRE']],
    [2, ['PRIVATE_PROPERTY', 'PRIVATE_PASSENGER_BUSINESS']],
    [12, []],
  ],
};
const cumulativeOf = (list: readonly [number, readonly Classification[]][]) => {
  let sum = 0;
  return list.map(([w]) => (sum += w)).map((s) => s / sum);
};
const COMBO_CUM = { A: cumulativeOf(COMBOS.A), BC: cumulativeOf(COMBOS.BC) };
/** A carrier with none of the main classes is a government fleet, U.S. mail, a tribe, a migrant carrier or "other". */
const LONE_CLASSES: readonly Classification[] = ['FEDERAL_GOVERNMENT', 'STATE_GOVERNMENT', 'LOCAL_GOVERNMENT', 'US_MAIL', 'INDIAN_TRIBE', 'MIGRANT', 'OTHER'];

export interface Operation {
  carrierOperation: Op;
  /** In the order CLASSDEF writes them. */
  classifications: Classification[];
  /** The text of OTHER (`APPLYING FOR MC`), '' when the carrier is not classed OTHER. */
  otherText: string;
  hazmat: boolean;
}

/** Operation, classes and HM flag of one carrier; `forHire` forces an interstate authorized-for-hire carrier. */
export function operationOf(r: Rng, forHire: boolean): Operation {
  const opRoll = r.next();
  const carrierOperation: Op = forHire || opRoll < 0.52 ? 'A' : opRoll < 0.97 ? 'C' : 'B';
  const table = carrierOperation === 'A' ? 'A' : 'BC';
  const roll = r.next();
  const cum = COMBO_CUM[table];
  let k = 0;
  while (k < cum.length - 1 && roll >= cum[k]) k++;
  let classifications = [...COMBOS[table][k][1]];
  if (forHire && !classifications.includes('AUTHORIZED_FOR_HIRE')) classifications = ['AUTHORIZED_FOR_HIRE'];
  if (classifications.length === 0) classifications = [r.pick(LONE_CLASSES)];
  else if (r.chance(0.04)) classifications.unshift('OTHER');
  const otherText = classifications.includes('OTHER') ? r.pick(OTHER_OPERATIONS) : '';
  const hazmat = carrierOperation === 'A' ? r.chance(0.07) : carrierOperation === 'B' ? r.chance(0.15) : false;
  return { carrierOperation, classifications, otherText, hazmat };
}

/** Whether the carrier holds an MC docket: for-hire interstate carriers nearly always, a few private ones from old days. */
export function holdsMcDocket(r: Rng, op: Operation): boolean {
  const forHire = op.classifications.includes('AUTHORIZED_FOR_HIRE');
  if (op.carrierOperation === 'A') return r.chance(forHire ? 0.92 : 0.08);
  return r.chance(forHire ? 0.3 : 0.05);
}

/**
 * Where a docketed carrier's authority stands (what SAFER and the revocation file say):
 *  active              AUTHORIZED, insured (2 % without a filing on file);
 *  pending-revocation  AUTHORIZED, an involuntary revocation served and taking effect soon (its insurance cancelling);
 *  revoked             NOT AUTHORIZED, an involuntary revocation in force, insurance cancelled;
 *  voluntary           NOT AUTHORIZED, a voluntary revocation (no effective date), insurance cancelled;
 *  pending-grant       NOT AUTHORIZED, a new carrier whose authority and insurance have not started yet;
 *  dormant             NOT AUTHORIZED, an old docket of a carrier that does not haul for hire.
 */
export type AuthorityStanding = 'active' | 'pending-revocation' | 'revoked' | 'voluntary' | 'pending-grant' | 'dormant';

export function authorityStandingOf(r: Rng, forHire: boolean, ageDays: number, chameleonSource: boolean): AuthorityStanding {
  if (chameleonSource) return 'revoked';
  if (!forHire) return r.chance(0.65) ? 'dormant' : 'active';
  if (ageDays < 60 && r.chance(0.45)) return 'pending-grant';
  const roll = r.next();
  return roll < 0.13 ? 'revoked' : roll < 0.19 ? 'voluntary' : roll < 0.22 ? 'pending-revocation' : 'active';
}

/** SAFER's operating status for a standing (`AUTHORIZED FOR Property`, `NOT AUTHORIZED` ...). */
export function operatingStatusOf(standing: AuthorityStanding | null, kind: { broker: boolean; passenger: boolean; hhg: boolean; hhgOnly?: boolean }): string {
  if (standing === null) return 'ACTIVE';
  if (standing !== 'active' && standing !== 'pending-revocation') return 'NOT AUTHORIZED';
  if (kind.broker) return 'AUTHORIZED FOR BROKER Property';
  if (kind.passenger) return 'AUTHORIZED FOR Passenger';
  if (kind.hhgOnly) return 'AUTHORIZED FOR HHG';
  return kind.hhg ? 'AUTHORIZED FOR Property, HHG' : 'AUTHORIZED FOR Property';
}

/*
 * Authority types beyond what SAFER's entity type says (the legacy L&I Carrier file and Motus name them; no sample
 * gives their shares, so they are set to be present and rare): ~2 % of live docketed carriers hold household-goods
 * authority, half of them HHG only (movers); ~0.5 % of property carriers are also enterprise carriers; ~12 % of
 * carriers hold contract as well as common authority (the revocation file's COMMON+CONTRACT pairs). A dual
 * broker-carrier (CARRIER/BROKER) files a $75,000 BMC-84 surety bond for its broker authority besides its BI&PD, and
 * a freight forwarder (FF docket) a BMC-84 bond or, less often, a BMC-85 trust fund.
 */
export const HHG_ONLY_SHARE = 0.5;
export const ENTERPRISE_SHARE = 0.005;
export const CONTRACT_SHARE = 0.12;
export const TRUST_FUND_SHARE = 0.15;
/** Broker and freight-forwarder security, in thousands ($75,000). */
export const BROKER_BOND_THOUSANDS = 75;

export const INACTIVE_USDOT_STATUS = 'Inactive USDOT Number per 49 CFR 390.19(b)(4); Biennial update of MCS-150 data not completed';
export const OUT_OF_SERVICE_STATUS = 'OUT-OF-SERVICE';
