export * from './redis-key-value-store';
export * from './redis-rate-limiter';
