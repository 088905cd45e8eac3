/**
 * The FMCSA lookup's other answers: what a visitor (registration's auto-fill) is told of a carrier, and the sample
 * numbers the signed-in FMCSA Lookup page offers. zod schemas, types inferred from them (see carrier.views.ts).
 */
import { z } from 'zod';

/**
 * Strict: a field beyond these three is a leak of what only signed-in companies see, and fails the answer's validation
 * in tests (and keeps it apart from the full CarrierView in the OpenAPI union).
 */
export const LookupPublicViewSchema = z
  .strictObject({
    companyName: z.string().describe('The DBA name when FMCSA has one, else the legal name.'),
    mcNumber: z.string().describe("The first MC docket's digits, '' when none."),
    dotNumber: z.string(),
  })
  .meta({
    id: 'LookupPublicView',
    description: 'What a visitor (no session, or no company yet) learns of a carrier: enough to fill in a registration form.',
    examples: [{ companyName: 'VERIHA TRUCKING INC', mcNumber: '245009', dotNumber: '158121' }],
  });
export type LookupPublicView = z.infer<typeof LookupPublicViewSchema>;

export const LookupSampleStandingSchema = z
  .enum(['ACTIVE_INSURED', 'REVOKED', 'OUT_OF_SERVICE', 'OTHER'])
  .meta({ id: 'LookupSampleStanding', description: 'Why the sample was picked: a carrier in good standing, one with revoked authority, one under an out-of-service order, or another.' });
export type LookupSampleStanding = z.infer<typeof LookupSampleStandingSchema>;

export const LookupSampleSchema = z
  .object({
    number: z.string().describe('The MC docket or DOT number, digits only.'),
    companyName: z.string(),
    standing: LookupSampleStandingSchema,
  })
  .meta({ id: 'LookupSample', description: 'A number the FMCSA Lookup page offers to try: a carrier held in this installation.' });
export type LookupSample = z.infer<typeof LookupSampleSchema>;

export const LookupSamplesViewSchema = z
  .object({
    mc: z.array(LookupSampleSchema).max(3).describe('Up to three MC numbers (none while no carrier is loaded).'),
    dot: z.array(LookupSampleSchema).max(3).describe('Up to three DOT numbers, other carriers than the MC samples.'),
  })
  .meta({
    id: 'LookupSamplesView',
    description: 'Sample numbers of carriers in the current data: one in good standing, one revoked or out of service when the data holds one, and others.',
    examples: [{ mc: [{ number: '245009', companyName: 'VERIHA TRUCKING INC', standing: 'ACTIVE_INSURED' }], dot: [{ number: '44110', companyName: 'GREYHOUND LINES INC', standing: 'OTHER' }] }],
  });
export type LookupSamplesView = z.infer<typeof LookupSamplesViewSchema>;
