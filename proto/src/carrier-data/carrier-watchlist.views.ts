/**
 * carrier-data's watchlist answers under /api: a company's saved carriers and the monitoring alerts about the ones it
 * monitors. zod schemas, types inferred from them (see carrier.views.ts).
 */
import { z } from 'zod';
import { CARRIER_VIEW_EXAMPLE, CarrierViewSchema } from './carrier.views';

const COMPANY_ID = '6f1c2a7e-3b9d-4e51-9c0a-8d4b2f7e1a63';

const savedCarrierView = z.object({
  id: z.string().describe('"<companyId>:<carrierId>": one entry per carrier and company.'),
  carrierId: z.string().describe("The carrier's DOT number."),
  carrier: CarrierViewSchema,
  notes: z.string(),
  tags: z.array(z.string()),
  monitored: z.boolean().describe('Monitored carriers raise monitoring alerts when their FMCSA data changes.'),
  createdAt: z.string(),
});
export type SavedCarrierView = z.infer<typeof savedCarrierView>;

export const SAVED_CARRIER_VIEW_EXAMPLE: SavedCarrierView = {
  id: `${COMPANY_ID}:158121`,
  carrierId: '158121',
  carrier: CARRIER_VIEW_EXAMPLE,
  notes: 'Reefer lanes WI to TX; ask for Dave in dispatch.',
  tags: ['reefer', 'preferred'],
  monitored: true,
  createdAt: '2025-10-08T15:04:12.345Z',
};

export const SavedCarrierViewSchema = savedCarrierView.meta({
  id: 'SavedCarrierView',
  description: "A carrier on the company's watchlist, with its current data.",
  examples: [SAVED_CARRIER_VIEW_EXAMPLE],
});

export const AlertSeveritySchema = z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']).meta({ id: 'AlertSeverity' });
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

const monitoringAlertView = z.object({
  id: z.string().describe('Derived from the change event, the company and the alert\'s position ("<eventId>:<companyId>:<n>").'),
  carrierId: z.string().describe("The carrier's DOT number."),
  title: z.string().describe('Plain English: the fallback when the web has no wording for the code.'),
  description: z.string().describe('Plain English: the fallback when the web has no wording for the code.'),
  severity: AlertSeveritySchema,
  createdAt: z.string().describe('When the change happened.'),
  code: z.string().optional().describe('Stable kind ("authority-revoked", "verdict-changed"); absent on alerts stored before codes.'),
  params: z
    .record(z.string(), z.string())
    .optional()
    .describe("The alert's values: the web words `dashboard:alerts.kinds.<code>` with them (`context` names a variant)."),
});
export type MonitoringAlertView = z.infer<typeof monitoringAlertView>;

export const MONITORING_ALERT_VIEW_EXAMPLE: MonitoringAlertView = {
  id: `0b6d3f52-8c1e-4a7b-9f20-5e3c1d9a7b44:${COMPANY_ID}:0`,
  carrierId: '885213',
  title: 'Operating authority revoked',
  description:
    "FLY BY NIGHT FREIGHT LLC's operating authority changed from active to revoked (involuntary revocation, effective Jul 26, 2025). It may no longer haul interstate for-hire freight: do not tender loads.",
  severity: 'CRITICAL',
  createdAt: '2025-07-26T06:12:40.118Z',
  code: 'authority-revoked',
  params: { who: 'FLY BY NIGHT FREIGHT LLC', from: 'ACTIVE', to: 'REVOKED' },
};

export const MonitoringAlertViewSchema = monitoringAlertView.meta({
  id: 'MonitoringAlertView',
  description: "A change in a monitored carrier's FMCSA data that the company should know about.",
  examples: [MONITORING_ALERT_VIEW_EXAMPLE],
});
