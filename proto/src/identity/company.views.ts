import { z } from 'zod';
import { CompanyViewSchema } from './identity.views';
import { SearchHistoryEntrySchema } from '../carrier-data/carrier-search.views';

/** The control panel's company: the Company tab and the stat cards (spec 001 §2 Control panel). */

export const CompanyVerificationMethodSchema = z.enum(['FMCSA', 'OPERATOR']).meta({ id: 'CompanyVerificationMethod' });

/**
 * Why a broker company is still pending after an FMCSA check (VERIFIED when it is not):
 * - NOT_A_BROKER: a shipper company (only brokers are verified)
 * - NO_MC_OR_DOT: the company gave neither an MC nor a DOT number
 * - NO_FMCSA_RECORD: no FMCSA record carries that MC/DOT (or the MC and the DOT name two different records)
 * - NO_BROKER_AUTHORITY: the record has no active broker authority
 * - CONTACT_MISMATCH: neither the record's e-mail domain (a company domain, not a webmail one) nor its phone is the company's
 * - FMCSA_UNAVAILABLE: the FMCSA data could not be read just now
 */
export const COMPANY_VERIFICATION_OUTCOMES = ['VERIFIED', 'NOT_A_BROKER', 'NO_MC_OR_DOT', 'NO_FMCSA_RECORD', 'NO_BROKER_AUTHORITY', 'CONTACT_MISMATCH', 'FMCSA_UNAVAILABLE'] as const;
export const CompanyVerificationOutcomeSchema = z.enum(COMPANY_VERIFICATION_OUTCOMES).meta({ id: 'CompanyVerificationOutcome' });
export type CompanyVerificationOutcome = z.infer<typeof CompanyVerificationOutcomeSchema>;

export const CompanyVerificationSchema = z
  .object({
    status: z.enum(['VERIFIED', 'PENDING']),
    method: CompanyVerificationMethodSchema.nullable().describe('How it was verified; null while pending.'),
    verifiedAt: z.string().nullable().describe('ISO-8601; null while pending.'),
  })
  .meta({ id: 'CompanyVerification' });
export type CompanyVerification = z.infer<typeof CompanyVerificationSchema>;

export const CompanyProfileViewSchema = z
  .object({
    companyId: z.string(),
    company: CompanyViewSchema,
    verification: CompanyVerificationSchema,
    memberCount: z.number().int().describe("The company's users, invited ones included."),
  })
  .meta({ id: 'CompanyProfileView', description: "The signed-in user's company as the control panel shows it." });
export type CompanyProfileView = z.infer<typeof CompanyProfileViewSchema>;

export const CompanyVerificationResultSchema = z
  .object({
    outcome: CompanyVerificationOutcomeSchema,
    message: z.string().describe('In English; the web renders the outcome with its own words.'),
    verification: CompanyVerificationSchema,
  })
  .meta({ id: 'CompanyVerificationResult', description: 'What a verification request found, and where the company stands now.' });
export type CompanyVerificationResult = z.infer<typeof CompanyVerificationResultSchema>;

export const PendingCompanyViewSchema = z
  .object({
    companyId: z.string(),
    companyName: z.string(),
    mcNumber: z.string(),
    dotNumber: z.string(),
    email: z.string(),
    phone: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'PendingCompanyView', description: 'A broker company whose verification is pending (for the platform operator).' });
export type PendingCompanyView = z.infer<typeof PendingCompanyViewSchema>;

/**
 * What carrier-data's FMCSA data says about a would-be broker: the facts the verification rule reads, nothing more
 * (found: false when no record carries the MC/DOT, or the MC and the DOT name two different records).
 */
export const BrokerAuthorityRecordSchema = z.object({
  found: z.boolean(),
  dotNumber: z.string(),
  mcNumbers: z.array(z.string()),
  /** Operating authority ACTIVE with BROKER among the authority types. */
  brokerAuthority: z.boolean(),
  /** Lower-cased; '' when none. */
  email: z.string(),
  /** Ten digits; '' when none. */
  phone: z.string(),
}).meta({ id: 'BrokerAuthorityRecord', description: "carrier-data's FMCSA facts for the broker verification (internal: identity's input)." });
export type BrokerAuthorityRecord = z.infer<typeof BrokerAuthorityRecordSchema>;

export const UsageViewSchema = z
  .object({
    totalSearches: z.number().int(),
    searchesThisMonth: z.number().int().describe('Since the first of the month, in the time zone asked for (UTC by default).'),
    searchesToday: z.number().int().describe('Since midnight, in the time zone asked for (UTC by default).'),
    recentSearches: z.array(SearchHistoryEntrySchema).describe('The last 5, newest first.'),
  })
  .meta({ id: 'UsageView', description: "The company's searches, counted by the server." });
export type UsageView = z.infer<typeof UsageViewSchema>;
