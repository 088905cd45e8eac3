/**
 * The HTTP API declared once: every operation with its access level, inputs, answers and errors (zod). The gateway
 * derives validation, its guard and the OpenAPI document from these; the web derives its request types and form rules.
 * No server-side imports: zod and the views only.
 */
import * as team from '../identity/team.ops';
import * as subscription from '../billing/subscription.ops';
import * as auth from '../identity/auth.ops';
import * as carriers from '../carrier-data/carriers.ops';
import * as company from '../identity/company.ops';
import * as compliance from '../reports/compliance.ops';
import * as dashboard from '../reports/dashboard.ops';
import * as datasets from '../carrier-data/datasets.ops';
import * as equipment from '../carrier-data/equipment.ops';
import * as carrierReports from '../reports/carrier-reports.ops';
import * as freightguard from '../reports/freightguard.ops';
import * as notes from '../notes/notes.ops';
import * as meta from '../shared/meta.ops';
import * as platform from '../shared/platform.ops';
import * as carrierImport from '../carrier-data/carrier-import.ops';
import * as loginRecords from '../security-tracking/login-records.ops';
import * as secondFactor from '../identity/second-factor.ops';
import * as apiKeys from '../identity/api-keys.ops';
import * as webhooks from '../carrier-data/webhooks.ops';
import * as publicCarriers from '../carrier-data/public-carriers.ops';
import * as publicMonitoring from '../carrier-data/public-monitoring.ops';
import * as publicWebhooks from '../carrier-data/public-webhooks.ops';
import * as publicReports from '../reports/public-reports.ops';
import * as verdict from '../carrier-data/verdict.ops';
import * as watchlist from '../carrier-data/watchlist.ops';
import * as vetting from '../reports/vetting.ops';
import type { Operation } from '../shared/operation';

export const ops = { ...meta, ...auth, ...carriers, ...equipment, ...watchlist, ...verdict, ...carrierImport, ...loginRecords, ...platform, ...datasets, ...carrierReports, ...freightguard, ...notes, ...team, ...subscription, ...company, ...dashboard, ...compliance, ...secondFactor, ...apiKeys, ...webhooks, ...publicCarriers, ...publicMonitoring, ...publicWebhooks, ...publicReports, ...vetting };

/** Every declared operation, served and planned. */
export const OPERATIONS: readonly Operation[] = Object.values(ops);

export * from '../shared/operation';
export * from '../shared/messages';
export * from '../shared/error.schema';
export * from '../shared/text.rules';
export * from '../identity/company.rules';
export * from '../identity/auth.rules';
export * from '../carrier-data/search.rules';
export * from '../carrier-data/equipment.rules';
export * from '../notes/notes.rules';
export * from '../reports/carrier-reports.rules';
export * from '../carrier-data/verdict.rules';
export * from '../reports/compliance.rules';
export * from '../reports/vetting.rules';
export * from '../reports/carrier-risk.rules';
export * from '../reports/freightguard.rules';
export * from '../identity/team.rules';
export * from '../billing/subscription.rules';
export * from '../identity/api-key.rules';
export * from '../shared/public-api.rules';
export * from '../carrier-data/webhook.rules';
