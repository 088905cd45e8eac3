import { z } from 'zod';
import { BROKER_MC_MESSAGE, isBrokerMcNumber } from '../company/company.validation';

/** Registration payload with the spec's rules and wording; MC and DOT only count for brokers. */
export const registrationSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
    email: z
      .string()
      .trim()
      .max(254, 'Valid email is required')
      .pipe(z.email('Valid email is required'))
      .transform((e) => e.toLowerCase()),
    // The upper bound keeps argon2 from being fed megabytes.
    password: z.string().min(8, 'Password must be at least 8 characters').max(256, 'Password is too long'),
    confirmPassword: z.string(),
    companyName: z.string().trim().min(1, 'Company name is required').max(200, 'Company name must be at most 200 characters'),
    companyType: z.enum(['BROKER', 'SHIPPER'], { message: 'Company type must be BROKER or SHIPPER' }).default('BROKER'),
    mcNumber: z.string().trim().max(20, 'MC number must be at most 20 characters').optional().default(''),
    dotNumber: z.string().trim().max(12, 'DOT number must be at most 12 characters').optional().default(''),
  })
  .superRefine((r, ctx) => {
    if (r.password !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    // A broker may register without an MC number (the company-setup gate asks for it later), but one given must be valid.
    if (r.companyType === 'BROKER' && r.mcNumber && !isBrokerMcNumber(r.mcNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: BROKER_MC_MESSAGE });
    }
  });

export type RegistrationInput = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please fill in all fields').max(254, 'Invalid email or password'),
  password: z.string().min(1, 'Please fill in all fields').max(256, 'Invalid email or password'),
});
