import { z } from 'zod';

export const BROKER_MC_MESSAGE = "Brokers must provide an MC number ending with 'b' for platform access";

/** The broker rule: drop an optional leading "MC" and dash (any case); what remains must end in b (any case). */
export function isBrokerMcNumber(mc: string): boolean {
  const rest = mc.trim().replace(/^mc-?/i, '');
  return rest.length > 1 && /b$/i.test(rest);
}

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);
const optionalText = (max: number, label: string) => trimmed(max, `${label} must be at most ${max} characters`).optional().default('');

export const companyTypeSchema = z.enum(['BROKER', 'SHIPPER'], { message: 'Company type must be BROKER or SHIPPER' });

/** Company setup payload with the spec's rules and wording. */
export const companySetupSchema = z
  .object({
    companyType: companyTypeSchema,
    companyName: trimmed(200, 'Company name must be at most 200 characters').min(1, 'Company name is required'),
    mcNumber: optionalText(20, 'MC number'),
    dotNumber: optionalText(12, 'DOT number'),
    address: optionalText(200, 'Address'),
    city: optionalText(100, 'City'),
    state: z
      .string()
      .trim()
      .max(2, 'State must be 2 characters')
      .optional()
      .default('')
      .transform((s) => s.toUpperCase()),
    zipCode: optionalText(10, 'ZIP code'),
    phone: optionalText(30, 'Phone'),
    email: z
      .string()
      .trim()
      .max(254, 'Valid email is required')
      .optional()
      .default('')
      .refine((e) => e === '' || z.email().safeParse(e).success, 'Valid email is required')
      .transform((e) => e.toLowerCase()),
  })
  .superRefine((c, ctx) => {
    if (c.companyType === 'BROKER' && !isBrokerMcNumber(c.mcNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: BROKER_MC_MESSAGE });
    }
  });

export type CompanySetupInput = z.infer<typeof companySetupSchema>;
