export * from './event';
export * from './decider';
export * from './errors';
export * from './zod-issues';
export * from './config';
export * from './decider-spec';
export * from './base62';
