/**
 * Load vetting records (issue 24 §4): what a company checked of a carrier before tendering it one load — the verdict
 * as it stood under the company's rule profile, every check with its data set and date, who asked and when — frozen
 * under a public verification code, with a PDF and this JSON copy. A record is never edited; a new vetting of the same
 * load supersedes it and both stay.
 */
import { z } from 'zod';
import { CARRIER_VIEW_EXAMPLE } from '../carrier-data/carrier.views';
import { VERDICT_OUTCOMES, VerdictCheckSchema } from '../carrier-data/verdict.views';

/** Years a company keeps its vetting records unless it sets otherwise (a negligent-selection claim can come years later). */
export const DEFAULT_VETTING_RETENTION_YEARS = 8;
/** A company may keep them from 3 years (what 49 CFR 371.3 asks of a broker's own records) to 30. */
export const VETTING_RETENTION_MIN_YEARS = 3;
export const VETTING_RETENTION_MAX_YEARS = 30;

/** Vetting codes: the certificates' pattern (Crockford base32, 60 random bits) under their own prefix, LV-XXXX-XXXX-XXXX. */
export const VETTING_CODE_PREFIX = 'LV';
export const isVettingCode = (code: string): boolean => /^LV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(code.trim().toUpperCase());

const vettingView = z.object({
  code: z.string().describe('The public verification code (LV-XXXX-XXXX-XXXX), printed on the PDF.'),
  loadReference: z.string().describe("The company's reference of the load, as given."),
  pickupDate: z.string().describe("YYYY-MM-DD; '' when not given."),
  lane: z.string().describe("The lane as given (\"Chicago, IL → Dallas, TX\"); '' when not given."),
  carrierId: z.string().describe("The carrier's id in carrier-data (its USDOT number)."),
  dotNumber: z.string(),
  mcNumber: z.string().describe("The carrier's first MC docket's digits; '' when none."),
  carrierName: z.string(),
  outcome: z.enum(VERDICT_OUTCOMES).describe('The verdict as it stood when the load was vetted.'),
  checks: z.array(VerdictCheckSchema).describe('Every check of that verdict, with its data set and the date of that data.'),
  profile: z.string().describe("The rule profile the verdict followed: 'default' or 'company:<revision>'."),
  overridden: z.boolean().describe('A Review the company chose to accept, with its reason (a Fail can never be).'),
  overrideReason: z.string().describe("Why the Review was accepted; '' when not overridden."),
  companyName: z.string().describe('The company that vetted the load.'),
  requestedBy: z.string().describe('Who asked: the user\'s name; for a call of the public API, "<the key creator\'s name> (API key)".'),
  vettedAt: z.string().describe('ISO-8601: when the verdict was frozen.'),
  supersedes: z.string().describe("The code of the record of the same load this one replaced; '' for the first."),
  supersededBy: z.string().describe("The code of the later record of the same load; '' while this one is current."),
  retainUntil: z.string().describe('YYYY-MM-DD: kept at least until then (the company\'s retention when it was recorded).'),
  verifyUrl: z.string().describe('The public page that shows this record: /verify/:code.'),
  sha256: z.string().describe('SHA-256 of the PDF, hex.'),
});
export type VettingView = z.infer<typeof vettingView>;

/** A record of a Review accepted with its reason (the carrier of CARRIER_VIEW_EXAMPLE): the docs' and the tests' example. */
export const VETTING_VIEW_EXAMPLE: VettingView = {
  code: 'LV-7K2M-9QXD-4TNB',
  loadReference: 'PO-48213',
  pickupDate: '2026-12-08',
  lane: 'Chicago, IL → Dallas, TX',
  carrierId: '158121',
  dotNumber: '158121',
  mcNumber: '245009',
  carrierName: 'VERIHA TRUCKING INC',
  outcome: 'REVIEW',
  checks: CARRIER_VIEW_EXAMPLE.verdict.checks,
  profile: 'company:3',
  overridden: true,
  overrideReason: 'Insurance confirmed with the agent by phone',
  companyName: 'Northstar Brokerage LLC',
  requestedBy: 'Ada Admin',
  vettedAt: '2026-12-06T17:00:00.000Z',
  supersedes: '',
  supersededBy: '',
  retainUntil: '2034-12-06',
  verifyUrl: 'https://app.logiscope.example/verify/LV-7K2M-9QXD-4TNB',
  sha256: '9f2c1a7be4d35e0c8b6a2f1d0e9c8b7a6f5e4d3c2b1a09f8e7d6c5b4a3928170',
};

export const VettingViewSchema = vettingView.meta({
  id: 'VettingView',
  description: 'A load vetting record: the verdict a company saw of a carrier for one load, frozen.',
  examples: [VETTING_VIEW_EXAMPLE],
});

export const VettingPageSchema = z
  .object({
    items: z.array(VettingViewSchema).describe('Newest first.'),
    nextCursor: z.string().describe("Pass as `cursor` for the next page; '' on the last page."),
  })
  .meta({ id: 'VettingPage', description: "A page of the company's vetting records." });
export type VettingPage = z.infer<typeof VettingPageSchema>;

export const VettingRetentionViewSchema = z
  .object({
    years: z.number().int().describe('Years each new record is kept from the day it is recorded.'),
    isDefault: z.boolean().describe('True until an administrator of the company sets it.'),
    updatedAt: z.string().describe("ISO time of the last change; '' for the default."),
    updatedBy: z.string().describe("E-mail of the administrator who set it; '' for the default."),
  })
  .meta({ id: 'VettingRetentionView', description: "How long the company keeps its load vetting records. A change applies to records made from then on: each record keeps the date it was given." });
export type VettingRetentionView = z.infer<typeof VettingRetentionViewSchema>;
