import { z } from 'zod';
import { REPORT_TYPES } from './carrier-reports.views';
import { message } from '../shared/messages';
import { multiLine, optionalText, requiredEmail, requiredText } from '../shared/text.rules';

export const RESPONSE_MIN_LENGTH = 10;

/** POST /api/carriers/:id/reports: a broker's report about a carrier. */
export const submitReportBodySchema = z
  .object({
    reportType: z.enum(REPORT_TYPES),
    rating: z.number().int().min(1).max(5).nullable().optional().default(null),
    comments: requiredText(5000, 'Comments', 'CONTENT_REQUIRED', undefined, 'multi'),
  })
  .meta({ id: 'SubmitReportBody' });

/** POST /api/reports/:id/respond: the carrier's answer through the public response page. */
export const respondBodySchema = z
  .object({
    responseText: multiLine(z.string().trim().min(RESPONSE_MIN_LENGTH, message('RESPONSE_TOO_SHORT')).max(5000, 'Response must be at most 5000 characters')),
    contactEmail: requiredEmail('VALID_EMAIL_REQUIRED'),
    contactPhone: optionalText(30, 'Phone'),
    carrierId: optionalText(20, 'Carrier id'),
  })
  .meta({ id: 'RespondBody' });
