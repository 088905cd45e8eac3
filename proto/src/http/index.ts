/**
 * The HTTP API declared once: every operation with its access level, inputs, answers and errors (zod). The gateway
 * derives validation, its guard and the OpenAPI document from these; the web derives its request types and form rules.
 * No server-side imports: zod and the views only.
 */
import * as accounts from './ops/accounts.ops';
import * as apiKeys from './ops/api-keys.ops';
import * as auth from './ops/auth.ops';
import * as carriers from './ops/carriers.ops';
import * as company from './ops/company.ops';
import * as compliance from './ops/compliance.ops';
import * as dashboard from './ops/dashboard.ops';
import * as datasets from './ops/datasets.ops';
import * as equipment from './ops/equipment.ops';
import * as knowledge from './ops/knowledge.ops';
import * as meta from './ops/meta.ops';
import * as platform from './ops/platform.ops';
import * as secondFactor from './ops/second-factor.ops';
import * as verdict from './ops/verdict.ops';
import * as watchlist from './ops/watchlist.ops';
import type { Operation } from './operation';

export const ops = { ...meta, ...auth, ...carriers, ...equipment, ...watchlist, ...verdict, ...platform, ...datasets, ...knowledge, ...accounts, ...company, ...dashboard, ...compliance, ...secondFactor, ...apiKeys };

/** Every declared operation, served and planned. */
export const OPERATIONS: readonly Operation[] = Object.values(ops);

export * from './operation';
export * from './messages';
export * from './error.schema';
export * from './rules/text.rules';
export * from './rules/company.rules';
export * from './rules/auth.rules';
export * from './rules/search.rules';
export * from './rules/equipment.rules';
export * from './rules/note.rules';
export * from './rules/verdict.rules';
export * from './rules/compliance.rules';
export * from './rules/carrier-risk.rules';
export * from './rules/freightguard.rules';
export * from './rules/team.rules';
export * from './rules/subscription.rules';
export * from './rules/api-key.rules';
