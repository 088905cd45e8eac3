export * from './sqlite-database';
export * from './sqlite-event-store';
export * from './sqlite-event-bus';
export * from './sqlite-document-store';
export * from './sqlite-key-value-store';
export * from './sqlite-job-queue';
export * from './in-process-service-registry';
