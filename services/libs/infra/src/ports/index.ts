export * from './event-store.port';
export * from './event-bus.port';
export * from './document-store.port';
export * from './key-value-store.port';
export * from './job-queue.port';
export * from './service-client.port';
