import { z } from 'zod';
import { EQUIPMENT_KINDS, EQUIPMENT_STATUSES, type EquipmentKind } from './carrier-equipment.views';
import { message } from '../shared/messages';
import { boundedText, singleLine, wholeNumberQuery } from '../shared/text.rules';

/** The equipment tracker's page sizes: a grid of cards. */
export const EQUIPMENT_PAGE_SIZE = 12;
export const EQUIPMENT_MAX_PAGE_SIZE = 50;
/** Deep enough for every counted match (the stores count 10,000 at most). */
export const EQUIPMENT_MAX_PAGE = 1_000;
/** VIN Lookup: part of a VIN, anywhere in it (the last six characters are the serial number). */
export const EQUIPMENT_VIN_MIN_CHARS = 4;
export const EQUIPMENT_SEARCH_MAX_CHARS = 100;

/** Trailers are the units whose type names a trailer (SEMI-TRAILER, FULL TRAILER, Trailer...); every other unit powers. */
export const isTrailerType = (equipmentType: string | null | undefined): boolean => /TRAILER/i.test(equipmentType ?? '');

export const equipmentKindOf = (equipmentType: string | null | undefined): EquipmentKind => (isTrailerType(equipmentType) ? 'TRAILER' : 'TRACTOR');

/** What a VIN field keeps of what is typed: letters and digits, upper-cased. */
export const vinText = (value: string | null | undefined): string => (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** VIN Lookup's text: '' (none) or 4 to 17 letters and digits (spaces and dashes dropped), upper-cased. */
export const equipmentVinSchema = singleLine(z.string().max(40, message('EQUIPMENT_VIN_INVALID')))
  .transform(vinText)
  .refine((v) => v === '' || (v.length >= EQUIPMENT_VIN_MIN_CHARS && v.length <= 17), message('EQUIPMENT_VIN_INVALID'))
  .meta({ example: 'LA1234' });

/** GET /api/equipment?q=&type=&status=&vin=&page=&pageSize= : every criterion optional (no criterion: every vehicle). */
export const equipmentQuerySchema = z.object({
  q: boundedText(EQUIPMENT_SEARCH_MAX_CHARS, 'Search term').optional().default('').meta({ example: 'freightliner' }),
  type: z.preprocess(upper, z.enum(['ALL', ...EQUIPMENT_KINDS], { error: message('EQUIPMENT_TYPE_INVALID') })).optional().default('ALL'),
  status: z.preprocess(upper, z.enum(['ALL', ...EQUIPMENT_STATUSES], { error: message('EQUIPMENT_STATUS_INVALID') })).optional().default('ALL'),
  vin: equipmentVinSchema.optional().default(''),
  page: wholeNumberQuery(1, EQUIPMENT_MAX_PAGE, 1),
  pageSize: wholeNumberQuery(1, EQUIPMENT_MAX_PAGE_SIZE, EQUIPMENT_PAGE_SIZE),
});
export type EquipmentQueryInput = z.input<typeof equipmentQuerySchema>;
export type EquipmentQueryParams = z.output<typeof equipmentQuerySchema>;
