/**
 * The carrier as every carrier-data answer under /api shows it (CarrierView, with its risk factors, insurance
 * policies and revocations). zod schemas: the gateway validates answers and derives the OpenAPI components from them
 * (`.meta({ id })` names each component); the TS types are inferred from them, so carrier-data's API
 * (carrier-data.api.ts re-exports them) and the web app read one definition.
 *
 * Values listed as an enum are the closed sets the producer's own types allow (carrier.model.ts, insurance-status.ts);
 * a value added there must be added here, or the gateway's answer validation fails in tests. Fields the old types had
 * as open strings and that the web still builds from plain strings stay z.string(), with their values described.
 */
import { z } from 'zod';
import { VerdictSchema } from './verdict.views';

export const InsurancePolicyViewSchema = z
  .object({
    docket: z.string().describe('The docket it is filed on ("MC138328").'),
    coverageType: z.string().describe('BIPD (liability), CARGO, BOND (broker surety bond, form 84) or TRUST_FUND (form 85): bonds are never liability.'),
    formCode: z.string().describe("FMCSA's form: 91X / 91 BI&PD, 34 cargo, 84 surety bond, 85 trust fund ('' when not given)."),
    layer: z.string().describe("PRIMARY or EXCESS for BIPD, '' otherwise."),
    insurer: z.string(),
    policyNumber: z.string(),
    coverageAmount: z.number().describe('Whole US dollars.'),
    effectiveDate: z.string().describe('YYYY-MM-DD.'),
    cancelEffectiveDate: z.string().describe("YYYY-MM-DD; '' while in force."),
    endReason: z.string().describe("Why it ended (CANCEL, TERM/REPL, NAMECHG; REMOVED when Motus dropped it from the filings in force); '' otherwise."),
    source: z.string().describe("The data set this copy comes from: 'L&I (legacy)' or 'Motus'."),
    asOf: z.string().describe('YYYY-MM-DD the fact is true as of (where legacy and Motus disagree, the newer wins).'),
  })
  .meta({ id: 'InsurancePolicyView', description: 'An insurance filing on file with FMCSA (legacy L&I or Motus).' });
export type InsurancePolicyView = z.infer<typeof InsurancePolicyViewSchema>;

export const AuthorityViewSchema = z
  .object({
    docket: z.string().describe("MC123456, FF31, MX7; '' when the source names none."),
    kind: z
      .enum(['CARRIER_PROPERTY', 'CARRIER_HHG', 'CARRIER_PASSENGERS', 'CARRIER_MEXICO', 'CARRIER_NON_NA', 'BROKER', 'FREIGHT_FORWARDER'])
      .describe('What it lets the holder do: only CARRIER_PROPERTY takes any brokered freight load; BROKER and FREIGHT_FORWARDER never haul.'),
    label: z.string().describe('The type as FMCSA wrote it ("Motor Carrier of Property (Except Household Goods)", "COMMON").'),
    status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE', 'REVOKED', 'WITHDRAWN', 'NONE']),
    since: z.string().describe("YYYY-MM-DD the status took effect; '' when not known."),
    asOf: z.string().describe('YYYY-MM-DD the fact is true as of (the newer fact wins).'),
    source: z.string().describe("The data set it comes from ('Motus Carrier', 'L&I Carrier (legacy)', 'SAFER company snapshot' ...)."),
    revocationPending: z.boolean(),
  })
  .meta({ id: 'AuthorityView', description: 'One operating authority of the company, per docket and kind, as of its newest fact.' });
export type AuthorityView = z.infer<typeof AuthorityViewSchema>;

export const AuthorityEventViewSchema = z
  .object({
    docket: z.string(),
    kind: z.string(),
    label: z.string(),
    action: z.string().describe('GRANTED, Revoked, "Involuntary Suspension - ...", DISMISSED ... as FMCSA wrote it.'),
    status: z.string().describe("The status it left ('' when the row does not say)."),
    date: z.string(),
    source: z.string().describe("'Motus AuthHist' or 'L&I AuthHist (legacy)'."),
  })
  .meta({ id: 'AuthorityEventView', description: 'One event of the authority history (AuthHist).' });
export type AuthorityEventView = z.infer<typeof AuthorityEventViewSchema>;

export const RevocationViewSchema = z
  .object({
    docket: z.string().describe('As FMCSA writes it, prefix and digits ("MC138328").'),
    authorityType: z.string().describe('COMMON, CONTRACT, BROKER.'),
    revocationType: z.string().describe('INVOLUNTARY REVOCATION, VOLUNTARY REVOCATION, Operating Authority Involuntary Suspension Notice ...'),
    serveDate: z.string().describe("YYYY-MM-DD the order was served; '' when not given."),
    effectiveDate: z.string().describe('YYYY-MM-DD.'),
    source: z.string().describe("'L&I Revocation (legacy)' or 'Motus RevokeSuspend'."),
  })
  .meta({ id: 'RevocationView', description: 'A revocation or suspension order on an authority (legacy L&I or Motus).' });
export type RevocationView = z.infer<typeof RevocationViewSchema>;

export const RiskFactorSchema = z
  .object({
    code: z
      .string()
      .describe(
        'baseline, authority-status, authority-age, out-of-service, insurance, safety-rating, revocations, prior-revocation, shared-identifiers, community-reports, freightguard-incidents, vehicle-oos-rate, driver-oos-rate, crashes, inspections, mcs150, not-enough-data, score-limit; more may come.',
      ),
    label: z.string().describe('In English; the web renders labelKey instead.'),
    impact: z.number().describe('Points added to (or, negative, taken from) the score.'),
    detail: z.string().describe('In English; the web renders key with params instead.'),
    labelKey: z.string().describe('Explanation key of the label (risk.explanations.ts).'),
    key: z.string().describe('Explanation key of the detail (risk.explanations.ts).'),
    params: z.record(z.string(), z.string()).describe('Parameters of both keys: ISO days, whole dollars and counts as decimal strings.'),
  })
  .meta({ id: 'RiskFactor', description: 'One reason behind the risk score; with a score, the impacts add up to it.' });
export type RiskFactor = z.infer<typeof RiskFactorSchema>;

export const SafetyRatingSchema = z
  .enum(['SATISFACTORY', 'CONDITIONAL', 'UNSATISFACTORY', ''])
  .meta({ id: 'SafetyRating', description: "FMCSA's safety rating; '' when FMCSA never rated the carrier (shown NOT RATED)." });
export type SafetyRating = z.infer<typeof SafetyRatingSchema>;

export const InsuranceStatusSchema = z
  .enum(['ACTIVE', 'VALID', 'EXPIRED', 'EXPIRES SOON', 'INACTIVE', 'REVOKED', 'NONE', 'UNKNOWN'])
  .meta({
    id: 'InsuranceStatus',
    description: 'BI&PD liability as LogiScope assesses it: NONE when a data set covering the company shows none in force, UNKNOWN when none covers it.',
  });
export type InsuranceStatus = z.infer<typeof InsuranceStatusSchema>;

// The object first, its example (typed by it) next, then the named schema: an example typed by the schema it is
// attached to would make the type refer to itself.
const carrierView = z.object({
  id: z.string().describe('The DOT number: carriers are addressed by it (/carrier/44110).'),
  companyName: z.string().describe('The DBA name when FMCSA has one, else the legal name.'),
  legalName: z.string(),
  dbaName: z.string(),
  mcNumber: z.string().describe('The first MC docket\'s digits ("123456"), \'\' when none; all of them in mcNumbers.'),
  mcNumbers: z.array(z.string()),
  dotNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  email: z.string(),
  phone: z.string().describe("Ten digits ('' when none); the web formats it (555) 123-4567."),
  website: z.string(),
  safetyRating: SafetyRatingSchema,
  basicScore: z.string().describe("Numeric string percent, '' when no BASIC data."),
  // A string, not an enum, until the web's specs stop building carriers with '' (the service never sends it).
  authorityStatus: z
    .string()
    .describe(
      "The company's motor-carrier authority: ACTIVE, PENDING, INACTIVE, REVOKED, WITHDRAWN, NONE (a data set covering the company shows no motor-carrier authority: a broker's authority is not one) or UNKNOWN (none covers it).",
    ),
  usdotStatus: z.string().describe("The USDOT number's status (census, SAFER): ACTIVE, INACTIVE, PENDING, '' when not known."),
  authorities: z.array(AuthorityViewSchema).describe('Every authority per docket and kind, each with its data set and date.'),
  authorityHistory: z.array(AuthorityEventViewSchema).describe('AuthHist (legacy and Motus), oldest first.'),
  bondOnFile: z.number().describe("A broker's surety bond or trust fund in force, whole dollars (never liability); 0 when none."),
  processAgents: z.array(z.object({ docket: z.string(), name: z.string(), city: z.string(), state: z.string() })).describe('BOC-3 process agents (Motus).'),
  insuranceStatus: InsuranceStatusSchema,
  insuranceExpiryDate: z.string(),
  riskScore: z.number().min(0).max(100).nullable().describe('0-100, higher is riskier; null with notEnoughData.'),
  notEnoughData: z.boolean(),
  isRecommended: z.boolean().describe('The verdict is PASS.'),
  verdict: VerdictSchema,
  riskFactors: z.array(RiskFactorSchema),
  truckCount: z.number().int(),
  driverCount: z.number().int(),
  trailerCount: z.number().int(),
  inspectionCount: z.number().int(),
  violationCount: z.number().int(),
  crashCount: z.number().int(),
  oosCount: z.number().int().describe('Vehicle plus driver out-of-service inspections.'),
  oosRate: z.number().min(0).max(100).nullable().describe('Out-of-service rate in percent with one decimal, null without inspections.'),
  outOfService: z.boolean(),
  businessType: z.string().describe("Interstate Carrier, Intrastate Hazmat Carrier, Broker, ... ('' when unknown)."),
  operatingRadius: z.string().describe("Local, Regional (< 500 mi), Interstate, Intrastate, or ''."),
  operatingStartDate: z.string(),
  entityType: z.string(),
  officers: z.array(z.string()),
  insurancePolicies: z.array(InsurancePolicyViewSchema),
  revocations: z.array(RevocationViewSchema),
  priorRevokeDotNumber: z.string(),
});

/** The spec's Carrier entity, as the web app shows it (plus the intelligence LogiScope adds). */
export type CarrierView = z.infer<typeof carrierView>;

/** VERIHA TRUCKING (the QCMobile sample carrier) as carrier-data answers it; also the list examples' item. */
export const CARRIER_VIEW_EXAMPLE: CarrierView = {
  id: '158121',
  companyName: 'VERIHA TRUCKING INC',
  legalName: 'VERIHA TRUCKING INC',
  dbaName: '',
  mcNumber: '245009',
  mcNumbers: ['245009'],
  dotNumber: '158121',
  address: '2830 CLEVELAND AVE',
  city: 'MARINETTE',
  state: 'WI',
  zipCode: '54143',
  email: 'safety@veriha.com',
  phone: '7157325660',
  website: '',
  safetyRating: 'SATISFACTORY',
  basicScore: '',
  authorityStatus: 'ACTIVE',
  usdotStatus: 'ACTIVE',
  authorities: [
    { docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', status: 'ACTIVE', since: '', asOf: '2025-10-08', source: 'Motus Carrier', revocationPending: false },
  ],
  authorityHistory: [{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'COMMON', action: 'GRANTED', status: 'ACTIVE', date: '1995-03-01', source: 'L&I AuthHist (legacy)' }],
  bondOnFile: 0,
  processAgents: [],
  insuranceStatus: 'VALID',
  insuranceExpiryDate: '',
  riskScore: 5,
  notEnoughData: false,
  isRecommended: true,
  verdict: {
    outcome: 'PASS',
    profile: 'default',
    checks: [
      { rule: 'operating-authority', outcome: 'PASS', key: 'verdict.authority.active', params: { dockets: 'MC245009' }, message: 'Active for-hire authority on MC245009.', dataset: 'authority', asOf: '2025-10-08', source: 'Motus Carrier', stale: false, missing: false },
      { rule: 'out-of-service', outcome: 'PASS', key: 'verdict.oos.none', params: {}, message: 'No out-of-service order on file.', dataset: 'out-of-service', asOf: '2025-10-08', source: 'Motus AuthHist', stale: false, missing: false },
      { rule: 'liability-insurance', outcome: 'PASS', key: 'verdict.insurance.on-file', params: { amount: '1000000', required: '750000' }, message: '$1,000,000 liability on file (required: $750,000).', dataset: 'insurance', asOf: '2025-10-08', source: 'Motus Insur', stale: false, missing: false },
      { rule: 'safety-rating', outcome: 'PASS', key: 'verdict.rating.satisfactory', params: { date: '1996-04-25' }, message: 'FMCSA rated the carrier SATISFACTORY on Apr 25, 1996.', dataset: 'safety', asOf: '2025-10-01', source: '', stale: false, missing: false },
      { rule: 'authority-age', outcome: 'PASS', key: 'verdict.age.ok', params: { date: '1974-06-01', count: '18774' }, message: 'Registered with FMCSA on Jun 1, 1974 (18,774 days ago).', dataset: 'census', asOf: '2025-10-01', source: '', stale: false, missing: false },
    ],
  },
  riskFactors: [
    { code: 'baseline', label: 'Starting point', impact: 10, detail: 'Every carrier starts at 10: public records never rule out all risk. A long, clean record earns credits below it.', labelKey: 'risk.baseline.label', key: 'risk.baseline', params: {} },
    { code: 'shared-identifiers', label: 'Identifiers shared with 1 other carrier', impact: 5, detail: 'Its phone, e-mail, address, officers or vehicles also appear on 1 other carrier (registered agents and filing services left out). Shared identities are common in chameleon carriers and double brokering; review the list.', labelKey: 'risk.shared-identifiers.shared.label', key: 'risk.shared-identifiers.shared', params: { count: '1' } },
    { code: 'authority-status', label: 'Operating authority active', impact: 0, detail: 'Active operating authority on MC245009.', labelKey: 'risk.authority-status.active.label', key: 'risk.authority-status.active', params: { dockets: 'MC245009' } },
    { code: 'safety-rating', label: 'Satisfactory safety rating', impact: -5, detail: 'FMCSA rated the carrier SATISFACTORY on Apr 25, 1996 after a compliance review.', labelKey: 'risk.safety-rating.satisfactory.label', key: 'risk.safety-rating.satisfactory', params: { date: '1996-04-25' } },
    { code: 'authority-age', label: 'Established carrier (51 years)', impact: -5, detail: 'Registered with FMCSA on Jun 1, 1974: a long record on file.', labelKey: 'risk.authority-age.established.label', key: 'risk.authority-age.established', params: { date: '1974-06-01', years: '51' } },
  ],
  truckCount: 213,
  driverCount: 213,
  trailerCount: 180,
  inspectionCount: 300,
  violationCount: 150,
  crashCount: 15,
  oosCount: 20,
  oosRate: 5.2,
  outOfService: false,
  businessType: 'Interstate Carrier',
  operatingRadius: 'Interstate',
  operatingStartDate: '1974-06-01',
  entityType: 'CARRIER',
  officers: ['JOHN VERIHA'],
  insurancePolicies: [
    {
      docket: 'MC245009',
      coverageType: 'BIPD',
      formCode: '91X',
      layer: 'PRIMARY',
      insurer: 'NORTHLAND INSURANCE COMPANY',
      policyNumber: 'WN408492',
      coverageAmount: 1_000_000,
      effectiveDate: '2024-09-02',
      cancelEffectiveDate: '',
      endReason: '',
      source: 'Motus',
      asOf: '2025-10-08',
    },
  ],
  revocations: [],
  priorRevokeDotNumber: '',
};

export const CarrierViewSchema = carrierView.meta({
  id: 'CarrierView',
  description: "The spec's Carrier entity, as the web app shows it (plus the intelligence LogiScope adds).",
  examples: [CARRIER_VIEW_EXAMPLE],
});
