export * from './redis-key-value-store';
