// billing's API entry (`@logiscope/billing/api`): the service descriptor and the types it answers.
// Type-only and side-effect free, so a caller (the gateway) can name the service without loading its implementation.
export * from './billing.api';
