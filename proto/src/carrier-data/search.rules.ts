import { z } from 'zod';
import { message } from '../shared/messages';
import { stateSchema } from '../identity/company.rules';
import { boundedText, singleLine, wholeNumberQuery } from '../shared/text.rules';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const VIN_MIN_CHARS = 8;
export const VIN_MAX_CHARS = 17;

/** page / pageSize of a result list. */
export const pagingShape = {
  page: wholeNumberQuery(1, MAX_PAGE, 1),
  pageSize: wholeNumberQuery(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/** GET /api/carriers/search?q= : one non-blank term (MC, DOT, name, phone, e-mail). */
export const quickSearchQuerySchema = z.object({
  q: singleLine(z.string({ error: message('SEARCH_REQUIRED') }).trim().min(1, message('SEARCH_REQUIRED')).max(200, 'Search term must be at most 200 characters')),
  ...pagingShape,
});

const criterion = (max: number, label: string) => boundedText(max, label).optional().default('');

/** POST /api/carriers/advanced-search: at least one non-blank criterion; state at most 2 characters. */
export const advancedSearchBodySchema = z
  .object({
    companyName: criterion(200, 'Company name'),
    email: criterion(254, 'Email'),
    phone: criterion(30, 'Phone'),
    mcNumber: criterion(20, 'MC number'),
    dotNumber: criterion(12, 'DOT number'),
    state: stateSchema,
    page: z.number().int().min(1).max(MAX_PAGE).optional().default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
  })
  .refine((b) => [b.companyName, b.email, b.phone, b.mcNumber, b.dotNumber, b.state].some((v) => v !== ''), { message: message('SEARCH_CRITERIA_REQUIRED'), path: [] })
  .meta({ id: 'AdvancedSearchBody', examples: [{ companyName: 'swift', state: 'AZ', page: 1, pageSize: 20 }] });

export type AdvancedSearchBody = z.input<typeof advancedSearchBodySchema>;

/** A carrier is addressed by its DOT number; anything else is simply not found. */
export const carrierIdParams = z.object({ id: z.string().max(20).meta({ example: '44110' }) });

/** An equipment sync names a DOT number: digits only (400 otherwise). */
export const dotIdParams = z.object({ id: z.string().trim().regex(/^\d{1,10}$/, message('CARRIER_ID_INVALID')).meta({ example: '44110' }) });

/** GET /api/equipment/search/:vin : 8 to 17 letters and digits, upper-cased. */
export const vinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(VIN_MIN_CHARS, message('VIN_TOO_SHORT'))
  .max(VIN_MAX_CHARS, message('VIN_TOO_SHORT'))
  .regex(/^[A-Z0-9]+$/, message('VIN_TOO_SHORT'))
  .meta({ example: '1FUJGLDR5CLBP8834' });

/**
 * A docket or DOT number as people type it: digits (not all zeros), after an optional prefix ('MC-138328', 'DOT 53467');
 * '' when absent.
 */
const lookupNumber = (prefix: RegExp, maxDigits: number, invalid: 'MC_NUMBER_INVALID' | 'DOT_NUMBER_INVALID') =>
  singleLine(z.string().trim().max(20, message(invalid)))
    .refine((v) => {
      if (v === '') return true;
      const digits = v.replace(prefix, '');
      return new RegExp(`^\\d{1,${maxDigits}}$`).test(digits) && /[1-9]/.test(digits);
    }, message(invalid))
    .optional()
    .default('');

/** GET /api/fmcsa/lookup?mc=&dot= : one of the two (the DOT number wins when both are given). */
export const lookupQuerySchema = z
  .object({
    mc: lookupNumber(/^MC[\s-]*/i, 8, 'MC_NUMBER_INVALID').meta({ example: '123456' }),
    dot: lookupNumber(/^(US)?DOT[\s#-]*/i, 10, 'DOT_NUMBER_INVALID'),
  })
  .refine((q) => q.mc !== '' || q.dot !== '', { message: message('LOOKUP_NUMBER_REQUIRED'), path: ['mc'] });

/** ?limit= of a newest-first list. */
export const limitQuery = (fallback: number, max: number) => z.object({ limit: wholeNumberQuery(1, max, fallback) });
