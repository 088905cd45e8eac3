/**
 * The shapes the HTTP API (/api, the gateway) answers and accepts, shared by the services that produce them, the
 * gateway that validates them and documents them (OpenAPI components named by each schema's `.meta({ id })`), and the
 * web app that reads them. The web imports these schemas and types from this entry (`@logiscope/proto/views`), so the
 * module imports zod and nothing else: nothing server-side reaches the web's type check or bundle.
 */
export * from './carrier.views';
export * from './verdict.views';
export * from './verdict.explanations';
export * from './risk.explanations';
export * from './explain';
export * from './carrier-search.views';
export * from './fmcsa-lookup.views';
export * from './carrier-equipment.views';
export * from './carrier-watchlist.views';
export * from './carrier-import.views';
export * from './datasets.views';
export * from './identity.views';
export * from './company.views';
// Login records, team and subscription, reports and notes (declared with the HTTP operations in proto/src/http/).
export * from './security.views';
export * from './account.views';
export * from './knowledge.views';
export * from './report-visibility';
export * from './freightguard.taxonomy';
export * from './compliance.views';
export * from './platform.views';
export * from './dashboard.views';
export * from './second-factor.views';
export * from './api-key.views';
