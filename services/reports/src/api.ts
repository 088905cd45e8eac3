// reports' API entry (`@logiscope/reports/api`): the service descriptor and the types it answers.
// Type-only and side-effect free, so a caller (the gateway) can name the service without loading its implementation.
export * from './reports.api';
