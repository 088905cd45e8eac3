import { z } from 'zod';
import { CarrierViewSchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';

/**
 * The public API's first operation (issue 24 §2 owns the rest: its own OpenAPI document, problem+json, pagination).
 * A key with scope carriers:read; the verdict is under the key's company's rule profile.
 */
export const getCarrierV1 = operation({
  id: 'getCarrierV1', method: 'GET', path: '/api/v1/carriers/:usdot', access: 'api-key', scope: 'carriers:read', paid: true, tag: 'Public API v1',
  summary: "A carrier by USDOT number with its verdict under the key's company's rule profile (scope carriers:read)",
  params: z.object({ usdot: z.string().regex(/^\d{1,8}$/, message('CARRIER_ID_INVALID')).meta({ example: '44110' }) }),
  success: { status: 200, description: 'The carrier and its verdict', schema: CarrierViewSchema },
  errors: [404],
});
