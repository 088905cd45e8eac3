/**
 * The verdict a broker acts on: may it tender this load to this carrier? PASS, REVIEW or FAIL, with every check that
 * produced it (its data set and the date of that data), under the company's rule profile. The 0-100 risk score stays
 * beside it as the finer signal; `isRecommended` is a PASS.
 */
import { z } from 'zod';

export const VERDICT_OUTCOMES = ['PASS', 'REVIEW', 'FAIL'] as const;
export type VerdictOutcome = (typeof VERDICT_OUTCOMES)[number];

/**
 * The checks, in the order a carrier detail lists them. The first four are the law (a brokered load is for-hire
 * carriage: FMCSA forbids it without active motor-carrier authority, under an out-of-service order, without the
 * minimum BI&PD liability on file, or after an UNSATISFACTORY rating): a company cannot turn them off. The others are
 * a company's choice.
 */
export const MANDATORY_VERDICT_RULES = ['operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating'] as const;
export const OPTIONAL_VERDICT_RULES = [
  'authority-age',
  'insurance-cancellation',
  'revocation-pending',
  'shared-identifiers',
  'contact-changes',
  'mcs150-outdated',
  'community-reports',
] as const;
export const VERDICT_RULES = [...MANDATORY_VERDICT_RULES, ...OPTIONAL_VERDICT_RULES] as const;
export type VerdictRule = (typeof VERDICT_RULES)[number];
export type OptionalVerdictRule = (typeof OPTIONAL_VERDICT_RULES)[number];

/**
 * What a check reads. census: the FMCSA census (identity, operation and classification, registration date, USDOT
 * status); authority: the authorities (legacy L&I Carrier, Motus Carrier and AuthHist, SAFER); insurance: the filings
 * (legacy L&I, Motus Insur and InsHist); revocations: legacy L&I revocations and Motus RevokeSuspend orders; safety:
 * the safety rating (Company Census File); out-of-service: the out-of-service order (SAFER snapshot, Motus AuthHist);
 * inspections: the inspection data; identifiers: phones, e-mails, addresses, officers and VINs across carriers;
 * contact-history: the changes LogiScope saw between imports; reports: other brokers' reports.
 */
export const DATASETS = ['census', 'authority', 'insurance', 'revocations', 'safety', 'out-of-service', 'inspections', 'identifiers', 'contact-history', 'reports'] as const;
export type Dataset = (typeof DATASETS)[number];

export const VerdictCheckSchema = z
  .object({
    rule: z.enum(VERDICT_RULES),
    outcome: z.enum(VERDICT_OUTCOMES),
    key: z.string().describe('Explanation key (verdict.explanations.ts); the web renders it with params in the reader\'s language.'),
    params: z.record(z.string(), z.string()).describe('Explanation parameters: ISO days, whole dollars and counts as decimal strings.'),
    message: z.string().describe('The explanation in English.'),
    dataset: z.enum(DATASETS),
    asOf: z.string().describe("YYYY-MM-DD: the date of the data the check read (for authority, insurance and out-of-service: the day it was last confirmed); '' when unknown."),
    source: z.string().describe("The file set the date comes from ('Motus Carrier', 'L&I Carrier (legacy)', 'Company Census File' ...); '' when not one."),
    stale: z.boolean().describe('True when that data was last confirmed longer ago than the freshness limit: the check asks for review instead of passing.'),
    missing: z.boolean().describe('True when no imported data set covers the company for this check: the check is REVIEW, never PASS or FAIL on absent data.'),
  })
  .meta({ id: 'VerdictCheck', description: 'One check of the verdict, with its data and the date of that data.' });
export type VerdictCheck = z.infer<typeof VerdictCheckSchema>;

export const VerdictSchema = z
  .object({
    outcome: z.enum(VERDICT_OUTCOMES).describe('FAIL when any check fails, else REVIEW when any asks for review, else PASS.'),
    checks: z.array(VerdictCheckSchema).describe('Failing checks first, then review, then passing; each in rule order.'),
    profile: z.string().describe("'default', or the company's profile revision (\"company:<n>\")."),
  })
  .meta({ id: 'Verdict', description: 'May a broker tender a load to this carrier: PASS, REVIEW or FAIL, and why.' });
export type Verdict = z.infer<typeof VerdictSchema>;

/**
 * Limits of an authority a company may accept for its own lanes (the operating-authority check then passes, naming
 * the limit): intrastate carriers for loads that stay in their state, exempt haulers for exempt commodities,
 * household-goods carriers for household goods, Mexico-domiciled / non-North-America carriers for cross-border loads.
 */
export const ACCEPTABLE_LIMITS = ['intrastate', 'exempt', 'household-goods', 'cross-border'] as const;
export type AcceptableLimit = (typeof ACCEPTABLE_LIMITS)[number];

export const AUTHORITY_AGE_MAX_DAYS = 3650;
export const FRESHNESS_MAX_DAYS = 30;
export const LIABILITY_MAX_USD = 10_000_000;
export const CONTACT_WINDOW_MAX_DAYS = 365;

export const VerdictProfileSettingsSchema = z
  .object({
    minAuthorityAgeDays: z.number().int().min(0).max(AUTHORITY_AGE_MAX_DAYS).describe('Authority (registration) younger than this asks for review.'),
    minLiabilityUsd: z
      .number()
      .int()
      .min(0)
      .max(LIABILITY_MAX_USD)
      .describe("Liability coverage the company requires; 0 keeps the federal minimum (the higher of the two applies)."),
    contactChangeDays: z.number().int().min(1).max(CONTACT_WINDOW_MAX_DAYS).describe('A phone, e-mail or address change this recent asks for review.'),
    disabledRules: z.array(z.enum(OPTIONAL_VERDICT_RULES)).describe('Optional checks the company turned off (the mandatory ones cannot be).'),
    freshnessDays: z
      .number()
      .int()
      .min(1)
      .max(FRESHNESS_MAX_DAYS)
      .default(3)
      .describe('Authority, insurance and out-of-service data last confirmed longer ago than this withholds Pass (Review).'),
    acceptedLimits: z.array(z.enum(ACCEPTABLE_LIMITS)).default([]).describe('Authority limits the company accepts for its own lanes (ACCEPTABLE_LIMITS).'),
  })
  .meta({ id: 'VerdictProfileSettings' });
export type VerdictProfileSettings = z.infer<typeof VerdictProfileSettingsSchema>;

/** The default profile (README, "Verdicts"). */
export const DEFAULT_VERDICT_PROFILE: VerdictProfileSettings = {
  minAuthorityAgeDays: 90,
  minLiabilityUsd: 0,
  contactChangeDays: 30,
  disabledRules: [],
  freshnessDays: 3,
  acceptedLimits: [],
};

export const VerdictProfileViewSchema = VerdictProfileSettingsSchema.extend({
  isDefault: z.boolean().describe('True until an administrator of the company saves a profile.'),
  revision: z.number().int().describe('0 for the default; 1, 2, ... for each saved change.'),
  updatedAt: z.string().describe("ISO time of the last change; '' for the default."),
  updatedBy: z.string().describe("E-mail of the administrator who saved it; '' for the default."),
}).meta({ id: 'VerdictProfileView', description: "The company's verdict rules." });
export type VerdictProfileView = z.infer<typeof VerdictProfileViewSchema>;

export const DatasetCoverageSchema = z
  .object({
    dataset: z.enum(DATASETS),
    imported: z.boolean(),
    asOf: z.string().describe("YYYY-MM-DD of the newest imported file of the data set; '' when not imported or undated."),
  })
  .meta({ id: 'DatasetCoverage', description: 'Whether LogiScope holds a data set, and as of when.' });
export type DatasetCoverage = z.infer<typeof DatasetCoverageSchema>;
