import { z } from 'zod';
import { message } from '../messages';
import { isBrokerMcNumber, companyTypeSchema } from './company.rules';
import { optionalText, requiredEmail, requiredText, singleLine } from './text.rules';

export const PASSWORD_MIN_LENGTH = 8;
/** The upper bound keeps argon2 from being fed megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/** POST /api/auth/register: the spec's rules; MC and DOT only count for brokers. */
export const registrationBodySchema = z
  .object({
    firstName: requiredText(100, 'First name', 'FIRST_NAME_REQUIRED'),
    lastName: requiredText(100, 'Last name', 'LAST_NAME_REQUIRED'),
    email: requiredEmail(),
    password: z
      .string({ error: message('PASSWORD_TOO_SHORT') })
      .min(PASSWORD_MIN_LENGTH, message('PASSWORD_TOO_SHORT'))
      .max(PASSWORD_MAX_LENGTH, message('PASSWORD_TOO_LONG')),
    confirmPassword: z.string({ error: message('PASSWORDS_DO_NOT_MATCH') }).max(PASSWORD_MAX_LENGTH, message('PASSWORDS_DO_NOT_MATCH')),
    companyName: requiredText(200, 'Company name', 'COMPANY_NAME_REQUIRED'),
    companyType: companyTypeSchema.optional().default('BROKER'),
    mcNumber: optionalText(20, 'MC number'),
    dotNumber: optionalText(12, 'DOT number'),
  })
  .superRefine((r, ctx) => {
    if (r.password !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: message('PASSWORDS_DO_NOT_MATCH') });
    // A broker may register without an MC number (the company-setup gate asks for it later), but one given must be valid.
    if (r.companyType === 'BROKER' && r.mcNumber && !isBrokerMcNumber(r.mcNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: message('BROKER_MC_REQUIRED') });
    }
  })
  .meta({
    id: 'RegisterBody',
    examples: [
      { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.example', password: 'correct-horse-9', confirmPassword: 'correct-horse-9', companyName: 'Acme Logistics LLC', companyType: 'BROKER', mcNumber: 'MC-123456B', dotNumber: '1234567' },
    ],
  });

export type RegisterBody = z.input<typeof registrationBodySchema>;
export type RegistrationInput = z.output<typeof registrationBodySchema>;

/** POST /api/auth/login: both fields required ('Please fill in all fields'). */
export const loginBodySchema = z
  .object({
    email: singleLine(z.string({ error: message('FILL_ALL_FIELDS') }).trim().min(1, message('FILL_ALL_FIELDS')).max(254, message('INVALID_CREDENTIALS'))),
    password: z.string({ error: message('FILL_ALL_FIELDS') }).min(1, message('FILL_ALL_FIELDS')).max(PASSWORD_MAX_LENGTH, message('INVALID_CREDENTIALS')),
  })
  .meta({ id: 'LoginBody', examples: [{ email: 'dana@acme.example', password: 'correct-horse-9' }] });

export type LoginBody = z.input<typeof loginBodySchema>;
