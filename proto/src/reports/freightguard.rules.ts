import { z } from 'zod';
import {
  FREIGHTGUARD_CATEGORIES,
  FREIGHTGUARD_SEVERITIES,
  FREIGHTGUARD_STATUSES,
  incidentTypeFitsCategory,
  isFreightGuardIncidentType,
} from './freightguard.taxonomy';
import { message } from '../shared/messages';
import { boundedText, optionalText, requiredText, singleLine, wholeNumberQuery } from '../shared/text.rules';

export const FREIGHTGUARD_PAGE_SIZE = 20;
export const FREIGHTGUARD_MAX_PAGE_SIZE = 100;
export const FREIGHTGUARD_MAX_PAGE = 500;
export const FREIGHTGUARD_DESCRIPTION_MAX = 5000;
export const FREIGHTGUARD_CHAIN_MAX = 10;
/** The largest amount a report states or recovers, in dollars. */
export const FREIGHTGUARD_AMOUNT_MAX = 100_000_000;

/** An MC or DOT number as typed ('MC-123456', 'mc 123456', ' 123456 '): its digits; other text is kept, to be refused. */
export const freightGuardNumber = (value: string): string => value.trim().replace(/^(mc|dot|usdot)[\s#:-]*/i, '').replace(/\s+/g, '');

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * The MC number an incident records about a carrier LogiScope holds: the typed one when it is one of the carrier's own
 * MC numbers (leading zeros aside), the carrier's first when none was typed ('' when it has none); null when the typed
 * MC belongs to another carrier, which the server refuses (FG_MC_NOT_CARRIERS) rather than show it beside this DOT.
 */
export function carrierMcNumber(typed: string, carrierMcNumbers: readonly string[]): string | null {
  const mc = freightGuardNumber(typed);
  const own = carrierMcNumbers.map(freightGuardNumber).filter(Boolean);
  if (mc === '') return own[0] ?? '';
  return own.find((docket) => withoutLeadingZeros(docket) === withoutLeadingZeros(mc)) ?? null;
}

/** The form's monetary impact text: null when empty, else the decimal it reads as (NaN when it is no number). */
export function parseMonetaryImpact(text: string): number | null {
  const t = text.trim().replace(/[$,\s]/g, '');
  if (t === '') return null;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The form's brokerage chain: comma-separated names, split and trimmed, blanks dropped; [] unless double brokerage is ticked. */
export const parseBrokerageChain = (text: string, isDoubleBrokerage: boolean): string[] =>
  isDoubleBrokerage ? text.split(',').map((s) => s.trim()).filter(Boolean) : [];

/** Dollars: a finite number from 0 up, rounded to cents. */
const dollars = (code: 'FG_MONETARY_IMPACT_INVALID' | 'FG_AMOUNT_RECOVERED_INVALID') =>
  z
    .number({ error: message(code) })
    .finite(message(code))
    .min(0, message(code))
    .max(FREIGHTGUARD_AMOUNT_MAX, message(code))
    .transform((n) => Math.round(n * 100) / 100);

const number = (code: 'FG_MC_INVALID' | 'FG_DOT_INVALID') => singleLine(z.string().max(20, message(code))).transform(freightGuardNumber).pipe(z.string().regex(/^\d{0,8}$/, message(code)));

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * POST /api/freightguard: the New Report form. The spec's client rules (submit needs carrier name, MC number, category
 * and description; monetary impact a decimal or null; the chain only when double brokerage is ticked) and the server's:
 * an incident type from the taxonomy that belongs to the chosen category (OTHER fits any), a known severity, a real date.
 */
export const freightGuardReportBodySchema = z
  .object({
    /** The carrier record the form's carrier search picked (its DOT number); '' when typed by hand. */
    carrierId: singleLine(z.string().trim().max(20).regex(/^\d{0,10}$/, message('CARRIER_ID_INVALID'))).optional().default(''),
    carrierName: requiredText(200, 'Carrier name', 'FG_CARRIER_NAME_REQUIRED'),
    // Required unless the carrier is named by its record or DOT number: a carrier may have no MC number at all.
    mcNumber: number('FG_MC_INVALID').optional().default(''),
    dotNumber: number('FG_DOT_INVALID').optional().default(''),
    reportCategory: z.enum(FREIGHTGUARD_CATEGORIES, { error: message('FG_CATEGORY_INVALID') }),
    incidentType: singleLine(z.string({ error: message('FG_INCIDENT_TYPE_REQUIRED') }).trim().min(1, message('FG_INCIDENT_TYPE_REQUIRED')).max(100, message('FG_INCIDENT_TYPE_UNKNOWN'))),
    severity: z.enum(FREIGHTGUARD_SEVERITIES, { error: message('FG_SEVERITY_INVALID') }).optional().default('MEDIUM'),
    description: requiredText(FREIGHTGUARD_DESCRIPTION_MAX, 'Description', 'FG_DESCRIPTION_REQUIRED', undefined, 'multi'),
    location: optionalText(200, 'Location'),
    incidentDate: singleLine(z.string().trim().max(10, message('FG_INCIDENT_DATE_INVALID'))).optional().default('').refine((d) => d === '' || isDate(d), message('FG_INCIDENT_DATE_INVALID')),
    monetaryImpact: dollars('FG_MONETARY_IMPACT_INVALID').nullable().optional().default(null),
    isDoubleBrokerage: z.boolean().optional().default(false),
    brokerageChain: z
      .array(boundedText(200, 'A company in the chain'), { error: 'brokerageChain must be a list of names' })
      .max(FREIGHTGUARD_CHAIN_MAX, `At most ${FREIGHTGUARD_CHAIN_MAX} companies in the brokerage chain`)
      .optional()
      .default([])
      .transform((chain) => chain.filter(Boolean)),
  })
  .superRefine((body, ctx) => {
    if (body.mcNumber === '' && body.carrierId === '' && body.dotNumber === '') ctx.addIssue({ code: 'custom', path: ['mcNumber'], message: message('FG_MC_REQUIRED') });
    if (body.incidentType !== '' && !isFreightGuardIncidentType(body.incidentType)) {
      ctx.addIssue({ code: 'custom', path: ['incidentType'], message: message('FG_INCIDENT_TYPE_UNKNOWN') });
    } else if (body.incidentType !== '' && !incidentTypeFitsCategory(body.incidentType, body.reportCategory)) {
      ctx.addIssue({ code: 'custom', path: ['incidentType'], message: message('FG_INCIDENT_TYPE_MISMATCH') });
    }
    if (!body.isDoubleBrokerage && body.brokerageChain.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['brokerageChain'], message: message('FG_CHAIN_WITHOUT_DOUBLE_BROKERAGE') });
    }
  })
  .meta({
    id: 'FreightGuardReportBody',
    examples: [
      {
        carrierId: '1000001',
        carrierName: 'Swift Hauling LLC',
        mcNumber: '123456',
        dotNumber: '1000001',
        reportCategory: 'DOUBLE_BROKERAGE',
        incidentType: 'UNAUTHORIZED_REBROKERING',
        severity: 'HIGH',
        description: 'Load was re-brokered to an unknown carrier without consent.',
        location: 'Dallas, TX',
        incidentDate: '2026-11-02',
        monetaryImpact: 4250.5,
        isDoubleBrokerage: true,
        brokerageChain: ['Swift Hauling LLC', 'Quick Freight Inc'],
      },
    ],
  });
export type FreightGuardReportInput = z.input<typeof freightGuardReportBodySchema>;
export type FreightGuardReportBody = z.output<typeof freightGuardReportBodySchema>;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** GET /api/freightguard: search (carrier name, MC, DOT, description), category and status (ALL or absent: every one), a page. */
export const freightGuardQuerySchema = z.object({
  search: boundedText(200, 'Search term').optional().default('').meta({ example: 'swift' }),
  category: z.preprocess(upper, z.enum(['ALL', ...FREIGHTGUARD_CATEGORIES], { error: message('FG_CATEGORY_INVALID') })).optional().default('ALL'),
  status: z.preprocess(upper, z.enum(['ALL', ...FREIGHTGUARD_STATUSES], { error: message('FG_STATUS_INVALID') })).optional().default('ALL'),
  page: wholeNumberQuery(1, FREIGHTGUARD_MAX_PAGE, 1),
  pageSize: wholeNumberQuery(1, FREIGHTGUARD_MAX_PAGE_SIZE, FREIGHTGUARD_PAGE_SIZE),
});
export type FreightGuardQueryInput = z.input<typeof freightGuardQuerySchema>;
export type FreightGuardQuery = z.output<typeof freightGuardQuerySchema>;

/** POST /api/freightguard/:id/resolve: the reporting company closes its incident, with what it recovered. */
export const resolveFreightGuardBodySchema = z
  .object({ amountRecovered: dollars('FG_AMOUNT_RECOVERED_INVALID').optional().default(0) })
  .meta({ id: 'ResolveFreightGuardBody', examples: [{ amountRecovered: 1200 }] });
export type ResolveFreightGuardBody = z.output<typeof resolveFreightGuardBodySchema>;
