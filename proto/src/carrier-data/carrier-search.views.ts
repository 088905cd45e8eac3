/**
 * carrier-data's search answers under /api: carrier searches, the FMCSA lookup, shared identifiers (chameleon
 * signals) and the company's search history. zod schemas, types inferred from them (see carrier.views.ts).
 */
import { z } from 'zod';
import { CARRIER_VIEW_EXAMPLE, CarrierViewSchema } from './carrier.views';

export const SharedIdentifierCarrierSchema = z
  .object({
    id: z.string(),
    companyName: z.string(),
    dotNumber: z.string(),
    mcNumber: z.string(),
    state: z.string(),
    authorityStatus: z.string().describe("ACTIVE, INACTIVE, REVOKED, PENDING, NONE; '' for a carrier LogiScope holds no record of (listed by its DOT number alone)."),
  })
  .meta({ id: 'SharedIdentifierCarrier', description: 'Another carrier holding a shared identifier.' });
export type SharedIdentifierCarrier = z.infer<typeof SharedIdentifierCarrierSchema>;

export const SharedIdentifierSchema = z
  .object({
    kind: z.enum(['phone', 'email', 'address', 'officer', 'vin', 'prior-revocation']),
    value: z.string(),
    carriers: z.array(SharedIdentifierCarrierSchema),
    total: z.number().int().describe('How many carriers share it in all (the list is capped).'),
    discounted: z.boolean().describe('True when the value looks like a registered agent or filing service that legitimately appears on many carriers.'),
  })
  .meta({ id: 'SharedIdentifier', description: 'A phone, e-mail, address, officer, VIN or prior revocation that links carriers (a chameleon signal).' });
export type SharedIdentifier = z.infer<typeof SharedIdentifierSchema>;

export const SharedIdentifiersReplySchema = z
  .object({ identifiers: z.array(SharedIdentifierSchema).describe('Strongest fraud signal first; discounted values last.') })
  .meta({ id: 'SharedIdentifiersReply', description: 'GET /api/carriers/:id/shared-identifiers.' });
export type SharedIdentifiersReply = z.infer<typeof SharedIdentifiersReplySchema>;

const carrierSearchReply = z.object({
  carriers: z.array(CarrierViewSchema),
  total: z.number().int(),
  page: z.number().int().describe('1-based.'),
  pageSize: z.number().int(),
  query: z.string().optional().describe('Email and phone searches echo the normalised query.'),
});
export type CarrierSearchReply = z.infer<typeof carrierSearchReply>;

/** An e-mail search (GET /api/carriers/search/email/:email): one page, with the query echoed. */
export const CARRIER_SEARCH_REPLY_EXAMPLE: CarrierSearchReply = { carriers: [CARRIER_VIEW_EXAMPLE], total: 1, page: 1, pageSize: 20, query: 'safety@veriha.com' };

export const CarrierSearchReplySchema = carrierSearchReply.meta({
  id: 'CarrierSearchReply',
  description: 'A page of carriers matching a quick, advanced, e-mail or phone search.',
  examples: [CARRIER_SEARCH_REPLY_EXAMPLE],
});

export const LookupReplySchema = z
  .object({
    found: z.boolean(),
    message: z.string().describe("Why nothing was found; '' when found."),
    // Absent when not found.
    carrier: CarrierViewSchema.optional(),
  })
  .meta({ id: 'LookupReply', description: "carrier-data's FMCSA lookup by MC or DOT number (the gateway answers the carrier, or 404)." });
export type LookupReply = z.infer<typeof LookupReplySchema>;

export const SearchHistoryEntrySchema = z
  .object({
    id: z.string(),
    searchType: z.string().describe('QUICK, ADVANCED, EMAIL, PHONE, FMCSA_LOOKUP, VIN.'),
    query: z.string().describe('What was searched, as shown (at most 200 characters).'),
    resultsCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'SearchHistoryEntry', description: "A search the caller's company ran." });
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntrySchema>;
