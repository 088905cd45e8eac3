import { z } from 'zod';
import { message } from '../shared/messages';
import { singleLine } from '../shared/text.rules';
import { isDate } from './freightguard.rules';
import { VETTING_RETENTION_MAX_YEARS, VETTING_RETENTION_MIN_YEARS } from './vetting.views';

export const LOAD_REFERENCE_MAX = 64;
export const LANE_MAX = 120;
export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MAX = 500;

/** Records of the same load are matched on this key: a reference typed again with other spaces or case is the same load. */
export const loadKeyOf = (reference: string): string => reference.trim().replace(/\s+/g, ' ').toUpperCase();

const loadFields = {
  loadReference: singleLine(
    z
      .string({ error: message('VETTING_LOAD_REFERENCE_REQUIRED') })
      .trim()
      .min(1, message('VETTING_LOAD_REFERENCE_REQUIRED'))
      .max(LOAD_REFERENCE_MAX, message('VETTING_LOAD_REFERENCE_REQUIRED')),
  ).describe("The company's reference of the load (its TMS load or order number)."),
  pickupDate: singleLine(z.string().trim().max(10, message('VETTING_PICKUP_DATE_INVALID')))
    .optional()
    .default('')
    .refine((d) => d === '' || isDate(d), message('VETTING_PICKUP_DATE_INVALID'))
    .describe("YYYY-MM-DD; '' or absent when not known."),
  lane: singleLine(z.string().trim().max(LANE_MAX, message('VETTING_LANE_TOO_LONG'))).optional().default('').describe('Origin → destination, as the company writes it.'),
  overrideReason: singleLine(z.string().trim().max(OVERRIDE_REASON_MAX, message('VETTING_OVERRIDE_REASON_INVALID')))
    .optional()
    .default('')
    .refine((r) => r === '' || r.length >= OVERRIDE_REASON_MIN, message('VETTING_OVERRIDE_REASON_INVALID'))
    .describe('Only for a verdict of REVIEW the company accepts: why (part of the record). A FAIL can never be overridden.'),
};

/** POST /api/carriers/:id/vettings (the "Vet for a load" dialog checks the same). */
export const vetLoadBodySchema = z
  .object(loadFields)
  .meta({ id: 'VetLoadBody', examples: [{ loadReference: 'PO-48213', pickupDate: '2026-12-08', lane: 'Chicago, IL → Dallas, TX' }] });
export type VetLoadBody = z.input<typeof vetLoadBodySchema>;

const DOCKET = /^(MC|MX|FF)-?\d{1,8}$/;

/** POST /api/v1/vettings: the carrier by USDOT number or by docket (exactly one), and the load. */
export const vetLoadV1BodySchema = z
  .object({
    usdot: z.string().trim().regex(/^\d{1,8}$/, message('VETTING_CARRIER_REQUIRED')).optional().describe('The USDOT number.'),
    docket: singleLine(z.string().trim().max(20, message('VETTING_CARRIER_REQUIRED')))
      .transform((d) => d.toUpperCase().replace(/\s+/g, ''))
      .pipe(z.string().regex(DOCKET, message('VETTING_CARRIER_REQUIRED')))
      .optional()
      .describe('An MC, MX or FF docket ("MC245009").'),
    ...loadFields,
  })
  .refine((b) => (b.usdot ? 1 : 0) + (b.docket ? 1 : 0) === 1, { message: message('VETTING_CARRIER_REQUIRED'), path: ['usdot'] })
  .meta({ id: 'VetLoadV1Body', examples: [{ usdot: '158121', loadReference: 'PO-48213', pickupDate: '2026-12-08', lane: 'Chicago, IL → Dallas, TX' }] });

/** GET /api/vettings and /api/v1/vettings: by carrier, by load reference, or any text; newest first, a page at a time. */
export const vettingListQuery = z.object({
  carrierId: z.string().trim().regex(/^\d{0,10}$/, message('CARRIER_ID_INVALID')).optional().default('').describe('Only this carrier (USDOT number).'),
  loadReference: singleLine(z.string().trim().max(LOAD_REFERENCE_MAX)).optional().default('').describe('Only this load (matched as loadKeyOf).'),
  q: singleLine(z.string().trim().max(100)).optional().default('').describe('Text in the load reference, lane, carrier name, USDOT or MC number.'),
  cursor: singleLine(z.string().trim().max(200)).optional().default('').describe('nextCursor of the previous page.'),
  limit: z.coerce.number().int().min(1).max(500).optional().default(50),
});
export type VettingListQuery = z.output<typeof vettingListQuery>;
export type VettingListInput = Partial<z.input<typeof vettingListQuery>>;

/** A vetting record's code (path parameter); an unknown one is 404. */
export const vettingCodeParams = z.object({ code: z.string().trim().max(40).meta({ example: 'LV-7K2M-9QXD-4TNB' }) });

/** PUT /api/company/vetting-retention: whole years, from 3 to 30. */
export const vettingRetentionBodySchema = z
  .object({
    years: z
      .number({ error: message('VETTING_RETENTION_INVALID') })
      .int(message('VETTING_RETENTION_INVALID'))
      .min(VETTING_RETENTION_MIN_YEARS, message('VETTING_RETENTION_INVALID'))
      .max(VETTING_RETENTION_MAX_YEARS, message('VETTING_RETENTION_INVALID')),
  })
  .meta({ id: 'VettingRetentionBody', examples: [{ years: 10 }] });
