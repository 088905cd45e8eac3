export * from './contract-helpers';
export * from './event-store.contract';
export * from './event-bus.contract';
export * from './document-store.contract';
export * from './key-value-store.contract';
export * from './job-queue.contract';
export * from './rate-limiter.contract';
export * from './mailer.contract';
