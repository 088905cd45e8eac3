import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { VERDICT_OUTCOMES, VerdictCheckSchema } from '../carrier-data/verdict.views';

/**
 * A company vetted a carrier for one load (reports service, stream `load-vetting:<companyId>:<load key>`): the
 * verdict frozen as it stood, every check with its data set and date, the rule profile's revision, who asked and when,
 * and the signed hash of the record's PDF. Published on logiscope.reports.compliance.v1 (webhooks deliver it as
 * `vetting.recorded`). Never edited: a later LoadVetted of the same load names this one in `supersedes`.
 */
export const LoadVettedV1 = z.object({
  code: z.string().describe('The public verification code, LV-XXXX-XXXX-XXXX.'),
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string().describe("The user who asked, or the API key's creator for a call of the public API."),
  requestedBy: z.string().describe('The name shown as who asked: the user\'s, or "<the key creator\'s name> (API key)".'),
  apiKeyId: z.string().describe("The API key used; '' when asked from the web app."),
  loadReference: z.string().describe("The company's reference of the load, as given."),
  loadKey: z.string().describe('The reference as records of the same load are matched: trimmed, inner spaces single, upper case.'),
  pickupDate: z.string().describe("YYYY-MM-DD; '' when not given."),
  lane: z.string().describe("'' when not given."),
  carrierId: z.string().describe("The carrier's id in carrier-data (its USDOT number)."),
  dotNumber: z.string(),
  mcNumber: z.string(),
  carrierName: z.string(),
  outcome: z.enum(VERDICT_OUTCOMES).describe('PASS | REVIEW | FAIL: the verdict as it stood.'),
  checks: z.array(VerdictCheckSchema).describe('Every check of the verdict, with its data set and as-of date.'),
  profile: z.string().describe("The rule profile the verdict followed: 'default' or 'company:<revision>'."),
  overrideReason: z.string().describe("Why a Review was accepted; '' when it was not overridden."),
  vettedAt: z.string().describe('ISO-8601.'),
  supersedes: z.string().describe("The code of the record of the same load this one replaces; '' for the first."),
  retainUntil: z.string().describe('YYYY-MM-DD: the record is kept at least until then.'),
  verifyUrl: z.string(),
  sha256: z.string().describe('SHA-256 of the PDF, hex.'),
  signature: z.string().describe('Base64 Ed25519 signature of the sha256 hex text (the certificates\' key).'),
  publicKey: z.string().describe('The verifying key, PEM (SPKI).'),
});
export type LoadVetted = EventOf<'LoadVetted', typeof LoadVettedV1>;

/** A company's ADMIN set how long its new vetting records are kept (stream `vetting-retention:<companyId>`). Private. */
export const VettingRetentionSetV1 = z.object({
  companyId: z.string(),
  years: z.number().int(),
  setBy: z.string().describe("The administrator's e-mail."),
  at: z.string().describe('ISO-8601.'),
});
export type VettingRetentionSet = EventOf<'VettingRetentionSet', typeof VettingRetentionSetV1>;

/**
 * A vetting record reached the end of its retention (`retainUntil` past) and was purged: its read-model record and
 * its PDF are deleted, and a rebuild of the read model drops it again (same stream as its LoadVetted). Private.
 */
export const VettingPurgedV1 = z.object({
  code: z.string(),
  companyId: z.string(),
  loadKey: z.string(),
  retainUntil: z.string().describe('YYYY-MM-DD: the day the record was kept until.'),
  purgedAt: z.string().describe('ISO-8601.'),
});
export type VettingPurged = EventOf<'VettingPurged', typeof VettingPurgedV1>;

export type VettingEvent = LoadVetted | VettingPurged;
export type VettingRetentionEvent = VettingRetentionSet;
