/** The public API v1's reports about a carrier (issue 24 §2), as the key's company may see them. */
import { z } from 'zod';
import { REPORT_TYPES, RESPONSE_WINDOW_STATES } from './carrier-reports.views';

export const V1ReportSchema = z
  .object({
    id: z.string(),
    usdot: z.string(),
    type: z.enum(REPORT_TYPES),
    rating: z.number().int().min(1).max(5).nullable().describe('1-5 stars; null when not rated.'),
    comments: z.string(),
    filedAt: z.string().describe('ISO-8601.'),
    reporterCompany: z.string(),
    isOwn: z.boolean().describe("The key's company filed it."),
    visibility: z.enum(['ALL', 'REPORTER_ONLY']).describe('REPORTER_ONLY: a negative report still within the carrier\'s window to answer; only the reporting company sees it.'),
    windowState: z.enum(RESPONSE_WINDOW_STATES).describe("The carrier's 24-hour window to answer: OPEN, ANSWERED, CLOSED."),
    response: z.object({ text: z.string(), respondedAt: z.string() }).nullable().meta({ id: 'V1ReportResponse' }),
  })
  .meta({ id: 'V1Report', description: 'A report a broker filed about the carrier.' });
export type V1Report = z.infer<typeof V1ReportSchema>;

export const V1ReportListSchema = z
  .object({ items: z.array(V1ReportSchema).describe('Newest first: every report the company may see (a carrier has few).') })
  .meta({ id: 'V1ReportList' });
export type V1ReportList = z.infer<typeof V1ReportListSchema>;
