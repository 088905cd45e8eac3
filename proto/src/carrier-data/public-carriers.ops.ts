import { z } from 'zod';
import { V1AuthorityViewSchema, V1CarrierPageSchema, V1CarrierSchema, V1InsuranceViewSchema, V1VerdictSchema } from './public-carrier.views';
import { message } from '../shared/messages';
import { operationFamily } from '../shared/operation';
import { cursorQueryShape, docketSchema, usdotParams } from '../shared/public-api.rules';
import { singleLine } from '../shared/text.rules';

/**
 * The public API v1's carriers (issue 24 §2): an API key with carriers:read, the verdict under the key's company's
 * rule profile. Answers are the v1 views (public-carrier.views.ts), never the web's.
 */
const carrierV1Operation = operationFamily({ access: 'api-key', scope: 'carriers:read', paid: true, tag: 'Carriers' });

export const getCarrierV1 = carrierV1Operation({
  id: 'getCarrierV1', method: 'GET', path: '/api/v1/carriers/:usdot',
  summary: "A carrier by USDOT number, with its verdict under the company's rule profile, its authority and its insurance",
  params: usdotParams,
  success: { status: 200, description: 'The carrier', schema: V1CarrierSchema },
  errors: [404],
});

export const getCarrierByDocketV1 = carrierV1Operation({
  id: 'getCarrierByDocketV1', method: 'GET', path: '/api/v1/dockets/:docket',
  summary: 'A carrier by docket: MC, MX or FF and its digits, in any spelling the carrier search takes (MC-123456, mc 123456, MX7, FF #31; bare digits are an MC docket)',
  params: z.object({ docket: docketSchema }),
  success: { status: 200, description: 'The carrier holding the docket', schema: V1CarrierSchema },
  errors: [404],
});

export const searchCarriersV1 = carrierV1Operation({
  id: 'searchCarriersV1', method: 'GET', path: '/api/v1/carriers',
  summary: 'Carriers by name (legal or DBA, words in any order, partial words), best match first, a page at a time: pass `next` as `cursor` for the next page',
  query: z.object({
    name: singleLine(z.string({ error: message('SEARCH_NAME_REQUIRED') }).trim().min(1, message('SEARCH_NAME_REQUIRED')).max(200, 'Name must be at most 200 characters'))
      .optional()
      .describe('The name to search for; not needed with a cursor (the cursor carries it).'),
    ...cursorQueryShape(),
  }),
  success: { status: 200, description: 'A page of carriers', schema: V1CarrierPageSchema },
});

export const getCarrierVerdictV1 = carrierV1Operation({
  id: 'getCarrierVerdictV1', method: 'GET', path: '/api/v1/carriers/:usdot/verdict',
  summary: "The verdict under the company's rule profile: PASS, REVIEW or FAIL, with every check, the data set it read and that data's date",
  params: usdotParams,
  success: { status: 200, description: 'The verdict', schema: V1VerdictSchema },
  errors: [404],
});

export const getCarrierAuthorityV1 = carrierV1Operation({
  id: 'getCarrierAuthorityV1', method: 'GET', path: '/api/v1/carriers/:usdot/authority',
  summary: "The carrier's operating authority: every docket and kind with its status, data set and date, orders and history",
  params: usdotParams,
  success: { status: 200, description: 'The authority', schema: V1AuthorityViewSchema },
  errors: [404],
});

export const getCarrierInsuranceV1 = carrierV1Operation({
  id: 'getCarrierInsuranceV1', method: 'GET', path: '/api/v1/carriers/:usdot/insurance',
  summary: "The carrier's insurance filings (liability, cargo, bonds) and the liability status LogiScope assesses",
  params: usdotParams,
  success: { status: 200, description: 'The insurance', schema: V1InsuranceViewSchema },
  errors: [404],
});
