/**
 * CarrierRecord (FMCSA data as LogiScope stores it) → CarrierView (the spec's Carrier entity, as the web shows it),
 * with the insurance status and risk assessment LogiScope adds. Pure: the clock is a parameter.
 *
 * Choices:
 *  - companyName is the DBA name when FMCSA has one (the name on the trucks, the rate confirmation and the phone),
 *    else the legal name; legalName is always there too (the Overview tab shows it).
 *  - mcNumber is the first MC docket's digits; website is '' (FMCSA publishes none); basicScore is '' unless the
 *    caller knows a BASIC percentile; trailerCount is 0 unless the caller counted trailers (the census has none).
 *  - oosCount = vehicle + driver out-of-service inspections; oosRate = that over vehicle + driver inspections
 *    (a pooled rate, so it never exceeds 100%), percent with one decimal; null without inspections.
 *  - businessType, operatingRadius: see businessTypeOf / operatingRadiusOf.
 */
import { DEFAULT_VERDICT_PROFILE, type Verdict } from '@logiscope/proto/views';
import type { CarrierView } from '../carrier-data.api';
import type { CarrierRecord } from '../carrier/carrier.model';
import { coverageOf, sourcesOf } from '../verdict/verdict.facts';
import { decideVerdict } from '../verdict/verdict.rules';
import { assessInsurance, type InsuranceAssessment } from './insurance-status';
import { authorityPicture } from '../carrier/authority-picture';
import { DATASET_CATALOG } from '../datasets/dataset-catalog';
import type { SourceKind } from '../ingest/updates';

/** What a broker knows a data set as ("Motus Carrier"), from its file kind. */
const titleOf = (kind: string): string => DATASET_CATALOG[kind as SourceKind]?.title ?? kind;
import { assessRisk, type CommunityReports, type RiskAssessment } from './risk-score';
import { companyNameOf, digits, isoDay, round1, type Now } from './format';

export interface CarrierViewOptions {
  now: Now;
  /** The assessment from assessRisk (made with the same `now`); derived here when absent. */
  risk?: Pick<RiskAssessment, 'score' | 'notEnoughData' | 'isRecommended' | 'factors'>;
  /** Used only when `risk` is absent: other carriers sharing a non-discounted identifier. */
  sharedCount?: number;
  /** Used only when `risk` is absent. */
  communityReports?: CommunityReports;
  /** An insurance assessment already made for the same `now`. */
  insurance?: InsuranceAssessment;
  /**
   * The verdict under the asking company's profile (verdict/carrier-views.ts gathers its facts). Absent, the default
   * profile judges the record on its own: the data sets its sources name, no links, no contact history.
   */
  verdict?: Verdict;
  /** A BASIC percentile when one is known (SMS data); '' otherwise. */
  basicScore?: number | string | null;
  /** Trailers seen under the carrier (equipment records), when counted. */
  trailerCount?: number;
}

/** Annual miles per power unit under which a carrier is local (home daily, within ~100 air-miles). */
export const LOCAL_MILES_PER_UNIT = 30_000;
/** Annual miles per power unit from which an interstate carrier runs long haul (over the road). */
export const LONG_HAUL_MILES_PER_UNIT = 80_000;
/** Below this per unit the MCS-150 mileage is treated as missing (0 or placeholder values). */
const MIN_PLAUSIBLE_MILES_PER_UNIT = 1_000;

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Whether the company hauls (census entity CARRIER, or active motor-carrier authority) and whether it brokers. */
function roles(record: CarrierRecord): { carrier: boolean; broker: boolean } {
  const entity = (record.entityType ?? '').toUpperCase();
  const types = (record.authorityTypes ?? []).map((t) => t.toUpperCase());
  const broker = entity.includes('BROKER') || types.includes('BROKER');
  let carrier: boolean;
  if (entity.includes('CARRIER')) carrier = true;
  else if (types.length > 0) carrier = types.some((t) => t.startsWith('CARRIER_') || t === 'COMMON' || t === 'CONTRACT');
  else carrier = entity === '' && record.carrierOperation !== '';
  return { carrier, broker };
}

/**
 * What the company is, from the census carrier operation and entity type: "Interstate Carrier", "Intrastate Hazmat
 * Carrier" (operation B, or the HM flag), "Interstate Passenger Carrier", "Interstate Carrier & Broker", "Broker",
 * "Shipper" (other entity types title-cased); '' when unknown.
 */
export function businessTypeOf(record: CarrierRecord): string {
  const { carrier, broker } = roles(record);
  if (!carrier) {
    if (broker) return 'Broker';
    return titleCase((record.entityType ?? '').replace(/[^A-Za-z ]+/g, ' '));
  }
  const scope = record.carrierOperation === 'A' ? 'Interstate' : record.carrierOperation === 'B' || record.carrierOperation === 'C' ? 'Intrastate' : '';
  const hazmat = record.carrierOperation === 'B' || record.hazmat ? 'Hazmat' : '';
  const passenger = record.passengerCarrier ? 'Passenger' : '';
  const base = [scope, hazmat, passenger, 'Carrier'].filter(Boolean).join(' ');
  return broker ? `${base} & Broker` : base;
}

/**
 * How far the carrier runs, from its MCS-150 annual mileage per power unit (rough industry figures: local trucks
 * run ~20-30k miles a year, regional ~50-80k, long haul 100k+), falling back to the carrier operation:
 *   under 30,000 mi per unit → "Local"; interstate (A) from 80,000 → "Interstate", between → "Regional (< 500 mi)";
 *   intrastate (B, C) from 30,000 → "Intrastate". Without usable mileage: A "Interstate", B/C "Intrastate".
 * '' for brokers and unknown operations.
 */
export function operatingRadiusOf(record: CarrierRecord): string {
  if (!roles(record).carrier) return '';
  const units = record.powerUnits || 0;
  const perUnit = units > 0 && record.mcs150Mileage > 0 ? record.mcs150Mileage / units : 0;
  const interstate = record.carrierOperation === 'A';
  const intrastate = record.carrierOperation === 'B' || record.carrierOperation === 'C';
  if (perUnit >= MIN_PLAUSIBLE_MILES_PER_UNIT && (interstate || intrastate)) {
    if (perUnit < LOCAL_MILES_PER_UNIT) return 'Local';
    if (intrastate) return 'Intrastate';
    return perUnit >= LONG_HAUL_MILES_PER_UNIT ? 'Interstate' : 'Regional (< 500 mi)';
  }
  return interstate ? 'Interstate' : intrastate ? 'Intrastate' : '';
}

/** Vehicle + driver out-of-service inspections. */
export function oosCountOf(record: CarrierRecord): number {
  return Math.max(0, record.vehicleOosInspections || 0) + Math.max(0, record.driverOosInspections || 0);
}

/** Pooled out-of-service rate, percent with one decimal; null without inspections. */
export function oosRateOf(record: CarrierRecord): number | null {
  const inspected = Math.max(0, record.vehicleInspections || 0) + Math.max(0, record.driverInspections || 0);
  const denominator = inspected > 0 ? inspected : Math.max(0, record.inspections || 0);
  if (denominator === 0) return null;
  return round1(Math.min(100, (oosCountOf(record) / denominator) * 100));
}

/** The first MC docket's digits ('' when none). */
export function mcNumberOf(record: Pick<CarrierRecord, 'mcNumbers' | 'dockets'>): string {
  if (record.mcNumbers?.length) return record.mcNumbers[0];
  const mc = (record.dockets ?? []).find((d) => /^MC/i.test(d));
  return mc ? digits(mc).replace(/^0+(?=\d)/, '') : '';
}

function basicScoreText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace('%', '').trim());
  if (!Number.isFinite(n)) return '';
  return String(round1(Math.min(100, Math.max(0, n))));
}

export function toCarrierView(record: CarrierRecord, options: CarrierViewOptions): CarrierView {
  const insurance = options.insurance ?? assessInsurance(record, options.now);
  const risk =
    options.risk ??
    assessRisk(record, {
      now: options.now,
      insurance,
      ...(options.sharedCount !== undefined ? { sharedIdentifiers: options.sharedCount } : {}),
      ...(options.communityReports ? { communityReports: options.communityReports } : {}),
    });
  const verdict = options.verdict ?? recordOnlyVerdict(record, options.now, insurance);
  const authority = authorityPicture(record, isoDay(options.now));
  const physical = record.physicalAddress;
  return {
    id: record.dotNumber,
    companyName: companyNameOf(record),
    legalName: record.legalName,
    dbaName: record.dbaName,
    mcNumber: mcNumberOf(record),
    mcNumbers: [...(record.mcNumbers ?? [])],
    dotNumber: record.dotNumber,
    address: physical?.street ?? '',
    city: physical?.city ?? '',
    state: physical?.state ?? '',
    zipCode: physical?.zip ?? '',
    email: record.email ?? '',
    phone: digits(record.phone),
    website: '',
    safetyRating: record.safetyRating ?? '',
    basicScore: basicScoreText(options.basicScore),
    authorityStatus: authority.motorCarrier,
    usdotStatus: record.usdotStatus ?? '',
    authorities: authority.authorities.map((a) => ({ docket: a.docket, kind: a.kind, label: a.label, status: a.status, since: a.since, asOf: a.asOf, source: titleOf(a.source), revocationPending: a.revocationPending })),
    authorityHistory: (record.authorityHistory ?? []).map((e) => ({ docket: e.docket, kind: e.kind, label: e.label, action: e.action, status: e.status, date: e.date, source: titleOf(e.source) })),
    bondOnFile: insurance.bondInForce,
    processAgents: (record.processAgents ?? []).map((a) => ({ ...a })),
    insuranceStatus: insurance.insuranceStatus,
    insuranceExpiryDate: insurance.insuranceExpiryDate,
    riskScore: risk.score,
    notEnoughData: risk.notEnoughData,
    // "Recommended" is a PASS: the score is the finer signal beside it and never recommends what the rules fail.
    isRecommended: verdict.outcome === 'PASS',
    verdict,
    riskFactors: risk.factors.map((f) => ({ ...f })),
    truckCount: record.powerUnits || 0,
    driverCount: record.drivers || 0,
    trailerCount: Math.max(0, options.trailerCount ?? 0),
    inspectionCount: record.inspections || 0,
    violationCount: record.violations || 0,
    crashCount: record.crashes || 0,
    oosCount: oosCountOf(record),
    oosRate: oosRateOf(record),
    outOfService: record.outOfService,
    businessType: businessTypeOf(record),
    operatingRadius: operatingRadiusOf(record),
    operatingStartDate: record.addDate ?? '',
    entityType: record.entityType ?? '',
    officers: [...(record.officers ?? [])],
    // The effective copy of each filing: where legacy L&I and Motus disagree, the newer fact.
    insurancePolicies: insurance.policies.map((p) => ({
      docket: p.docket,
      coverageType: p.coverageType,
      formCode: p.formCode,
      layer: p.layer,
      insurer: p.insurer,
      policyNumber: p.policyNumber,
      coverageAmount: p.coverageAmount,
      effectiveDate: p.effectiveDate,
      cancelEffectiveDate: p.cancelEffectiveDate,
      endReason: p.endReason ?? '',
      source: p.origin === 'motus' ? 'Motus' : 'L&I (legacy)',
      asOf: p.asOf ?? '',
    })),
    revocations: (record.revocations ?? []).map((r) => ({ docket: r.docket, authorityType: r.authorityType, revocationType: r.revocationType, serveDate: r.serveDate, effectiveDate: r.effectiveDate, source: titleOf(r.source || 'li-revocation') })),
    priorRevokeDotNumber: record.priorRevokeDotNumber ?? '',
  };
}

/** The default profile's verdict from the record alone (its own sources stand for the data sets imported). */
function recordOnlyVerdict(record: CarrierRecord, now: Now, insurance: InsuranceAssessment): Verdict {
  return decideVerdict({
    record,
    insurance,
    profile: DEFAULT_VERDICT_PROFILE,
    profileLabel: 'default',
    facts: { today: isoDay(now), coverage: coverageOf(sourcesOf(record)), flaggedLinks: [], contacts: { lastChanged: '', trackingSince: '' }, negativeReports: 0 },
  });
}
