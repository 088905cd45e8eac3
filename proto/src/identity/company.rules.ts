import { z } from 'zod';
import { message } from '../shared/messages';
import { optionalEmail, optionalText, requiredText, singleLine } from '../shared/text.rules';

export const COMPANY_TYPES = ['BROKER', 'SHIPPER'] as const;

export const companyTypeSchema = z.enum(COMPANY_TYPES, { error: message('COMPANY_TYPE_INVALID') });

/**
 * The broker rule: drop an optional leading "MC" and dash (any case); what remains must end in b (any case) and hold
 * more than the b ("MC-b" is no MC number). The web's form and the server run this one function.
 */
export function isBrokerMcNumber(mc: string | null | undefined): boolean {
  const rest = (mc ?? '').trim().replace(/^mc-?/i, '');
  return rest.length > 1 && /b$/i.test(rest);
}

export const STATE_MAX_LENGTH = 2;

/** A US state: at most 2 characters, upper-cased. */
export const stateSchema = singleLine(z.string().trim().max(STATE_MAX_LENGTH, message('STATE_TOO_LONG')))
  .optional()
  .default('')
  .transform((s) => s.toUpperCase());

/** POST /api/auth/setup-company: the spec's company setup rules and wording. */
export const companySetupBodySchema = z
  .object({
    companyType: companyTypeSchema,
    companyName: requiredText(200, 'Company name', 'COMPANY_NAME_REQUIRED'),
    mcNumber: optionalText(20, 'MC number'),
    dotNumber: optionalText(12, 'DOT number'),
    address: optionalText(200, 'Address'),
    city: optionalText(100, 'City'),
    state: stateSchema,
    zipCode: optionalText(10, 'ZIP code'),
    phone: optionalText(30, 'Phone'),
    email: optionalEmail(),
  })
  .superRefine((c, ctx) => {
    if (c.companyType === 'BROKER' && !isBrokerMcNumber(c.mcNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: message('BROKER_MC_REQUIRED') });
    }
  })
  .meta({
    id: 'SetupCompanyBody',
    examples: [{ companyType: 'BROKER', companyName: 'Acme Logistics LLC', mcNumber: 'MC-123456B', dotNumber: '1234567', address: '1 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', phone: '(555) 123-4567', email: 'ops@acme.example' }],
  });

export type CompanySetupBody = z.input<typeof companySetupBodySchema>;
export type CompanySetupInput = z.output<typeof companySetupBodySchema>;
