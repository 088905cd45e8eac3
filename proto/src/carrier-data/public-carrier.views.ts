/**
 * The public API v1's carrier answers (/api/v1, issue 24 §2): a TMS's contract, declared apart from the web's views so
 * that a change to a screen never changes what an integration reads. Open sets (rules, data sets, authority kinds)
 * are strings here, described with their current values: a new rule or data set reaches an integration as a new value,
 * never as an answer its generated types reject. The gateway maps carrier-data's answers onto these
 * (gateway/src/public-api/v1-carrier.view.ts).
 */
import { z } from 'zod';

export const V1_VERDICT_OUTCOMES = ['PASS', 'REVIEW', 'FAIL'] as const;

const USDOT = z.string().describe('The USDOT number, digits only ("158121").');

export const V1VerdictCheckSchema = z
  .object({
    rule: z
      .string()
      .describe(
        'operating-authority, out-of-service, liability-insurance and safety-rating (the law: never turned off), then the company\'s choice of authority-age, insurance-cancellation, revocation-pending, shared-identifiers, contact-changes, mcs150-outdated, community-reports; more may come.',
      ),
    outcome: z.enum(V1_VERDICT_OUTCOMES),
    message: z.string().describe('Why, in English.'),
    code: z.string().describe('A stable code of the explanation ("verdict.authority.active"), with its values in `params`.'),
    params: z.record(z.string(), z.string()),
    dataset: z
      .string()
      .describe('The data the check read: census, authority, insurance, revocations, safety, out-of-service, inspections, identifiers, contact-history, reports; more may come.'),
    asOf: z.string().describe("YYYY-MM-DD: the date of that data; '' when unknown."),
    source: z.string().describe("The file set the date comes from ('Motus Carrier', 'Company Census File' ...); '' when not one."),
    stale: z.boolean().describe('The data was last confirmed longer ago than the company\'s freshness limit: the check asks for review.'),
    missing: z.boolean().describe('No imported data set covers the carrier for this check: REVIEW, never PASS or FAIL on absent data.'),
  })
  .meta({ id: 'V1VerdictCheck', description: 'One check of the verdict, with the data set it read and that data\'s date.' });
export type V1VerdictCheck = z.infer<typeof V1VerdictCheckSchema>;

const verdict = z.object({
  usdot: USDOT,
  outcome: z.enum(V1_VERDICT_OUTCOMES).describe('FAIL when any check fails, else REVIEW when any asks for review, else PASS.'),
  profile: z.string().describe("The company's rule profile it was judged under: 'default', or 'company:<revision>'."),
  checks: z.array(V1VerdictCheckSchema).describe('Every check: failing first, then review, then passing.'),
});
export type V1Verdict = z.infer<typeof verdict>;

/** VERIHA TRUCKING (carrier.views.ts's CARRIER_VIEW_EXAMPLE) as v1 answers it; a unit spec maps one onto the other. */
export const V1_VERDICT_EXAMPLE: V1Verdict = {
  usdot: '158121',
  outcome: 'PASS',
  profile: 'default',
  checks: [
    { rule: 'operating-authority', outcome: 'PASS', message: 'Active for-hire authority on MC245009.', code: 'verdict.authority.active', params: { dockets: 'MC245009' }, dataset: 'authority', asOf: '2025-10-08', source: 'Motus Carrier', stale: false, missing: false },
    { rule: 'out-of-service', outcome: 'PASS', message: 'No out-of-service order on file.', code: 'verdict.oos.none', params: {}, dataset: 'out-of-service', asOf: '2025-10-08', source: 'Motus AuthHist', stale: false, missing: false },
    { rule: 'liability-insurance', outcome: 'PASS', message: '$1,000,000 liability on file (required: $750,000).', code: 'verdict.insurance.on-file', params: { amount: '1000000', required: '750000' }, dataset: 'insurance', asOf: '2025-10-08', source: 'Motus Insur', stale: false, missing: false },
    { rule: 'safety-rating', outcome: 'PASS', message: 'FMCSA rated the carrier SATISFACTORY on Apr 25, 1996.', code: 'verdict.rating.satisfactory', params: { date: '1996-04-25' }, dataset: 'safety', asOf: '2025-10-01', source: '', stale: false, missing: false },
    { rule: 'authority-age', outcome: 'PASS', message: 'Registered with FMCSA on Jun 1, 1974 (18,774 days ago).', code: 'verdict.age.ok', params: { date: '1974-06-01', count: '18774' }, dataset: 'census', asOf: '2025-10-01', source: '', stale: false, missing: false },
  ],
};

export const V1VerdictSchema = verdict.meta({
  id: 'V1Verdict',
  description: "May the company tender a load to this carrier, under the company's own rule profile: PASS, REVIEW or FAIL, and every check behind it.",
  examples: [V1_VERDICT_EXAMPLE],
});

export const V1AuthoritySchema = z
  .object({
    docket: z.string().describe("MC123456, MX7, FF31; '' when the source names none."),
    kind: z.string().describe('CARRIER_PROPERTY (the only kind that takes any brokered freight load), CARRIER_HHG, CARRIER_PASSENGERS, CARRIER_MEXICO, CARRIER_NON_NA, BROKER, FREIGHT_FORWARDER.'),
    label: z.string().describe('As FMCSA wrote it.'),
    status: z.string().describe('ACTIVE, PENDING, INACTIVE, REVOKED, WITHDRAWN, NONE.'),
    since: z.string().describe("YYYY-MM-DD the status took effect; '' when not known."),
    revocationPending: z.boolean(),
    asOf: z.string().describe('YYYY-MM-DD the fact is true as of.'),
    source: z.string().describe('The data set it comes from.'),
  })
  .meta({ id: 'V1Authority', description: 'One operating authority, per docket and kind.' });

export const V1RevocationSchema = z
  .object({
    docket: z.string(),
    authorityType: z.string().describe('COMMON, CONTRACT, BROKER.'),
    revocationType: z.string(),
    serveDate: z.string().describe("YYYY-MM-DD; '' when not given."),
    effectiveDate: z.string().describe('YYYY-MM-DD.'),
    source: z.string(),
  })
  .meta({ id: 'V1Revocation', description: 'A revocation or suspension order on an authority.' });

const authority = z.object({
  usdot: USDOT,
  status: z.string().describe('The motor-carrier authority as a whole: ACTIVE, PENDING, INACTIVE, REVOKED, WITHDRAWN, NONE or UNKNOWN (no data set covers the carrier).'),
  usdotStatus: z.string().describe("The USDOT number's status: ACTIVE, INACTIVE, PENDING, '' when not known."),
  authorities: z.array(V1AuthoritySchema),
  revocations: z.array(V1RevocationSchema),
  history: z
    .array(z.object({ docket: z.string(), kind: z.string(), action: z.string(), status: z.string(), date: z.string(), source: z.string() }).meta({ id: 'V1AuthorityEvent' }))
    .describe('The authority history, oldest first.'),
});
export type V1AuthorityView = z.infer<typeof authority>;
export const V1_AUTHORITY_EXAMPLE: V1AuthorityView = {
  usdot: '158121',
  status: 'ACTIVE',
  usdotStatus: 'ACTIVE',
  authorities: [{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', status: 'ACTIVE', since: '', revocationPending: false, asOf: '2025-10-08', source: 'Motus Carrier' }],
  revocations: [],
  history: [{ docket: 'MC245009', kind: 'CARRIER_PROPERTY', action: 'GRANTED', status: 'ACTIVE', date: '1995-03-01', source: 'L&I AuthHist (legacy)' }],
};
export const V1AuthorityViewSchema = authority.meta({ id: 'V1AuthorityView', description: "The carrier's operating authority: every docket and kind, orders, history.", examples: [V1_AUTHORITY_EXAMPLE] });

export const V1InsurancePolicySchema = z
  .object({
    docket: z.string(),
    coverageType: z.string().describe('BIPD (liability), CARGO, BOND (broker surety bond) or TRUST_FUND: bonds are never liability.'),
    formCode: z.string(),
    layer: z.string().describe("PRIMARY or EXCESS for BIPD, '' otherwise."),
    insurer: z.string(),
    policyNumber: z.string(),
    coverageAmount: z.number().describe('Whole US dollars.'),
    effectiveDate: z.string().describe('YYYY-MM-DD.'),
    cancelEffectiveDate: z.string().describe("YYYY-MM-DD; '' while in force."),
    asOf: z.string().describe('YYYY-MM-DD the fact is true as of.'),
    source: z.string(),
  })
  .meta({ id: 'V1InsurancePolicy', description: 'An insurance filing on file with FMCSA.' });

const insurance = z.object({
  usdot: USDOT,
  status: z.string().describe('BI&PD liability as LogiScope assesses it: ACTIVE, VALID, EXPIRED, EXPIRES SOON, INACTIVE, REVOKED, NONE, UNKNOWN (no data set covers the carrier).'),
  expiryDate: z.string().describe("YYYY-MM-DD; '' when none is known."),
  bondOnFile: z.number().describe("A broker's surety bond or trust fund in force, whole dollars; 0 when none."),
  policies: z.array(V1InsurancePolicySchema),
});
export type V1InsuranceView = z.infer<typeof insurance>;
export const V1_INSURANCE_EXAMPLE: V1InsuranceView = {
  usdot: '158121',
  status: 'VALID',
  expiryDate: '',
  bondOnFile: 0,
  policies: [
    { docket: 'MC245009', coverageType: 'BIPD', formCode: '91X', layer: 'PRIMARY', insurer: 'NORTHLAND INSURANCE COMPANY', policyNumber: 'WN408492', coverageAmount: 1_000_000, effectiveDate: '2024-09-02', cancelEffectiveDate: '', asOf: '2025-10-08', source: 'Motus' },
  ],
};
export const V1InsuranceViewSchema = insurance.meta({ id: 'V1InsuranceView', description: "The carrier's insurance filings and their status.", examples: [V1_INSURANCE_EXAMPLE] });

const carrier = z.object({
  usdot: USDOT,
  name: z.string().describe('The DBA name when FMCSA has one, else the legal name.'),
  legalName: z.string(),
  dbaName: z.string(),
  dockets: z.array(z.string()).describe('Every docket of the company (MC123456, MX7, FF31).'),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }).meta({ id: 'V1Address' }),
  phone: z.string().describe("Ten digits; '' when none."),
  email: z.string(),
  entityType: z.string(),
  businessType: z.string(),
  safetyRating: z.string().describe("SATISFACTORY, CONDITIONAL, UNSATISFACTORY; '' when never rated."),
  outOfService: z.boolean(),
  powerUnits: z.number().int(),
  drivers: z.number().int(),
  riskScore: z.number().nullable().describe('0-100, higher is riskier; null when there is not enough data.'),
  verdict: V1VerdictSchema,
  authority: V1AuthorityViewSchema,
  insurance: V1InsuranceViewSchema,
});
export type V1Carrier = z.infer<typeof carrier>;

export const V1_CARRIER_EXAMPLE: V1Carrier = {
  usdot: '158121',
  name: 'VERIHA TRUCKING INC',
  legalName: 'VERIHA TRUCKING INC',
  dbaName: '',
  dockets: ['MC245009'],
  address: { street: '2830 CLEVELAND AVE', city: 'MARINETTE', state: 'WI', zip: '54143' },
  phone: '7157325660',
  email: 'safety@veriha.com',
  entityType: 'CARRIER',
  businessType: 'Interstate Carrier',
  safetyRating: 'SATISFACTORY',
  outOfService: false,
  powerUnits: 213,
  drivers: 213,
  riskScore: 5,
  verdict: V1_VERDICT_EXAMPLE,
  authority: V1_AUTHORITY_EXAMPLE,
  insurance: V1_INSURANCE_EXAMPLE,
};

export const V1CarrierSchema = carrier.meta({
  id: 'V1Carrier',
  description: "A carrier with its verdict under the key's company's rule profile, its authority and its insurance.",
  examples: [V1_CARRIER_EXAMPLE],
});

export const V1CarrierPageSchema = z
  .object({
    items: z.array(V1CarrierSchema),
    next: z.string().nullable().describe('The cursor of the next page (pass it as `cursor`); null on the last page.'),
  })
  .meta({ id: 'V1CarrierPage', description: 'One page of carriers, best match first.' });
export type V1CarrierPage = z.infer<typeof V1CarrierPageSchema>;
