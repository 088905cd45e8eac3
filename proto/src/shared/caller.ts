import { z } from 'zod';

/**
 * The signed-in caller the gateway passes with a request: the company (the tenant, whose data the call reads or
 * writes) and the user acting for it. Spread into a request where the two fields stand in its generated message
 * (`z.object({ ...caller, carrierId: z.string() })`): the order of the spread is the order of the proto fields.
 */
export const caller = { companyId: z.string(), userId: z.string() };
