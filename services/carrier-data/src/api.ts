// carrier-data's API entry (`@logiscope/carrier-data/api`): the service descriptor and the types it answers and accepts.
// Type-only and side-effect free, so a caller (the gateway) can name the service without loading its implementation.
export * from './carrier-data.api';
