/**
 * The public API v1's monitoring answers (issue 24 §2): the company's monitoring list, one result per carrier of a
 * bulk change, and the alerts feed. Declared apart from the web's watchlist views (see public-carrier.views.ts).
 */
import { z } from 'zod';

export const V1_MONITORING_RESULTS = ['ADDED', 'ALREADY_MONITORED', 'REMOVED', 'NOT_MONITORED', 'NOT_FOUND', 'INVALID'] as const;

export const V1MonitoringResultsSchema = z
  .object({
    results: z
      .array(
        z
          .object({
            usdot: z.string().describe('As given.'),
            result: z
              .enum(V1_MONITORING_RESULTS)
              .describe('ADDED / REMOVED: done now; ALREADY_MONITORED / NOT_MONITORED: it already was so (nothing changed); NOT_FOUND: no such carrier in the FMCSA data; INVALID: not a USDOT number.'),
          })
          .meta({ id: 'V1MonitoringResult' }),
      )
      .describe('One per USDOT number given, in the order given.'),
  })
  .meta({ id: 'V1MonitoringResults', examples: [{ results: [{ usdot: '158121', result: 'ADDED' }, { usdot: '1', result: 'NOT_FOUND' }] }] });
export type V1MonitoringResults = z.infer<typeof V1MonitoringResultsSchema>;

export const V1MonitoredPageSchema = z
  .object({
    items: z.array(
      z
        .object({
          usdot: z.string(),
          name: z.string().describe("The carrier's name ('' when it is no longer in the FMCSA data)."),
          updatedAt: z.string().describe("When the company's watch on the carrier last changed (ISO-8601)."),
        })
        .meta({ id: 'V1MonitoredCarrier' }),
    ),
    next: z.string().nullable().describe('The cursor of the next page; null on the last page.'),
  })
  .meta({ id: 'V1MonitoredPage', description: "The carriers the company monitors, in USDOT order (as text)." });
export type V1MonitoredPage = z.infer<typeof V1MonitoredPageSchema>;

const alert = z.object({
  id: z.string().describe('Stable: an alert delivered twice has the same id (deduplicate on it).'),
  usdot: z.string(),
  code: z.string().describe('The kind: authority-revoked, insurance-cancelled, verdict-changed, ... ("" on alerts from before codes); more may come.'),
  severity: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
  title: z.string().describe('In English.'),
  description: z.string().describe('In English.'),
  params: z.record(z.string(), z.string()).describe("The alert's values (from, to, who, date...)."),
  occurredAt: z.string().describe('When the change happened (ISO-8601).'),
});
export type V1Alert = z.infer<typeof alert>;

export const V1_ALERT_EXAMPLE: V1Alert = {
  id: '0b6d3f52-8c1e-4a7b-9f20-5e3c1d9a7b44:6f1c2a7e-3b9d-4e51-9c0a-8d4b2f7e1a63:0',
  usdot: '885213',
  code: 'authority-revoked',
  severity: 'CRITICAL',
  title: 'Operating authority revoked',
  description: "FLY BY NIGHT FREIGHT LLC's operating authority changed from active to revoked. It may no longer haul interstate for-hire freight: do not tender loads.",
  params: { who: 'FLY BY NIGHT FREIGHT LLC', from: 'ACTIVE', to: 'REVOKED' },
  occurredAt: '2025-07-26T06:12:40.118Z',
};

export const V1AlertSchema = alert.meta({ id: 'V1Alert', description: "A change in a monitored or saved carrier's data.", examples: [V1_ALERT_EXAMPLE] });

export const V1AlertFeedSchema = z
  .object({
    items: z.array(V1AlertSchema).describe('In the order they were recorded, oldest first.'),
    next: z.string().describe('Where to read from next time (pass it as `cursor`): after the last item, or the cursor given when there was none.'),
  })
  .meta({ id: 'V1AlertFeed', description: "The company's alerts recorded since a cursor." });
export type V1AlertFeed = z.infer<typeof V1AlertFeedSchema>;
