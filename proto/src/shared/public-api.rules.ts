/**
 * The public API v1's common inputs (issue 24 §2): cursor pagination and the Idempotency-Key header. A cursor is
 * opaque to a caller: the gateway makes it and reads it back (gateway/src/public-api/v1-cursor.ts); a caller only
 * passes on the `next` it was given.
 */
import { z } from 'zod';
import { message } from './messages';
import { singleLine, wholeNumberQuery } from './text.rules';

export const V1_DEFAULT_LIMIT = 25;
export const V1_MAX_LIMIT = 100;
/** Monitoring changes per call (issue 24 §2: bulk up to 1,000). */
export const V1_BULK_MAX = 1000;

/** The header a caller sets on a POST to have a retry answered as the first call was (kept 24 hours). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Visible ASCII, 1 to 255 characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** An opaque cursor as the API gives them (base64url). */
export const cursorSchema = z
  .string()
  .max(512, message('CURSOR_INVALID'))
  .regex(/^[A-Za-z0-9_-]+$/, message('CURSOR_INVALID'))
  .describe('The `next` of the previous page, as given.');

/** ?cursor=&limit= of a list. */
export const cursorQueryShape = (fallback = V1_DEFAULT_LIMIT, max = V1_MAX_LIMIT) => ({
  cursor: cursorSchema.optional(),
  limit: wholeNumberQuery(1, max, fallback).describe(`Items per page, 1 to ${max} (default ${fallback}).`),
});

/** A USDOT number as a path parameter: digits only. */
export const usdotParams = z.object({ usdot: z.string().regex(/^\d{1,8}$/, message('CARRIER_ID_INVALID')).meta({ example: '158121' }) });

/**
 * A docket in any spelling the carrier search takes: MC, M.C., MX or FF, then an optional #, NO. or NUMBER and a
 * separator, then its digits ("MC-123456", "mc 123456", "MX7", "FF #31"); bare digits are an MC docket. Answers the
 * docket as FMCSA writes it ("MC123456", "MX7").
 */
const DOCKET = /^(?:(MC|M\s*\.\s*C\s*\.?|MX|FF)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*)?0*(\d{1,9})$/;
export const docketSchema = z
  .string()
  .trim()
  .max(30, message('DOCKET_INVALID'))
  .regex(/^[A-Za-z0-9 .#:-]+$/, message('DOCKET_INVALID'))
  .transform((text, ctx) => {
    const m = DOCKET.exec(text.toUpperCase());
    if (!m || /^0*$/.test(m[2])) {
      ctx.addIssue({ code: 'custom', message: message('DOCKET_INVALID') });
      return z.NEVER;
    }
    const prefix = m[1] === 'MX' || m[1] === 'FF' ? m[1] : 'MC';
    return `${prefix}${m[2]}`;
  })
  .meta({ example: 'MC-245009' });

/** A list of USDOT numbers for a bulk call: 1 to 1,000; each is checked on its own (INVALID in its result), not here. */
export const usdotListBody = z
  .object({
    usdots: z
      .array(singleLine(z.string({ error: message('USDOT_LIST_REQUIRED') }).max(20, message('CARRIER_ID_INVALID'))), { error: message('USDOT_LIST_REQUIRED') })
      .min(1, message('USDOT_LIST_REQUIRED'))
      .max(V1_BULK_MAX, message('USDOT_LIST_TOO_LONG'))
      .describe(`1 to ${V1_BULK_MAX} USDOT numbers.`),
  })
  .meta({ id: 'V1UsdotList', examples: [{ usdots: ['158121', '44110'] }] });
