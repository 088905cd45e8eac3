/**
 * The shapes the HTTP API (/api, the gateway) answers and accepts, shared by the services that produce them, the
 * gateway that validates them and documents them (OpenAPI components named by each schema's `.meta({ id })`), and the
 * web app that reads them. The web imports these schemas and types from this entry (`@logiscope/proto/views`), so the
 * module imports zod and nothing else: nothing server-side reaches the web's type check or bundle.
 */
export * from '../carrier-data/carrier.views';
export * from '../carrier-data/verdict.views';
export * from '../carrier-data/verdict.explanations';
export * from '../carrier-data/risk.explanations';
export * from '../shared/explain';
export * from '../carrier-data/carrier-search.views';
export * from '../carrier-data/fmcsa-lookup.views';
export * from '../carrier-data/carrier-equipment.views';
export * from '../carrier-data/carrier-watchlist.views';
export * from '../carrier-data/carrier-import.views';
export * from '../carrier-data/datasets.views';
export * from '../identity/identity.views';
export * from '../identity/company.views';
// Login records, team and subscription, reports and notes (declared with the HTTP operations in proto/src/http/).
export * from '../security-tracking/login-records.views';
export * from '../billing/subscription.views';
export * from '../identity/team.views';
export * from '../reports/carrier-reports.views';
export * from '../reports/freightguard.views';
export * from '../notes/notes.views';
export * from '../reports/report-visibility';
export * from '../reports/freightguard.taxonomy';
export * from '../reports/compliance.views';
export * from '../reports/vetting.views';
export * from '../shared/platform.views';
export * from '../reports/dashboard.views';
export * from '../identity/second-factor.views';
export * from '../identity/api-key.views';
// The public API v1's own shapes (a TMS's contract, apart from the web's views).
export * from '../carrier-data/public-carrier.views';
export * from '../carrier-data/public-monitoring.views';
export * from '../reports/public-reports.views';
export * from '../carrier-data/webhook.views';
