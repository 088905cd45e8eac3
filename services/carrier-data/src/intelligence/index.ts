/** Carrier intelligence: pure functions from FMCSA records to what brokers see (status, risk, links, alerts). */
export * from './insurance-status';
export * from './risk-score';
export * from './carrier-view';
export * from './shared-identifiers';
export * from './monitoring-alerts';
export { companyNameOf, formatPhone, normaliseStreet, sameAddress, type Now } from './format';
