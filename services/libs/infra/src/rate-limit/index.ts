export * from './rate-limit.config';
export * from './flexible-rate-limiter';
export * from './rate-limiters.factory';
