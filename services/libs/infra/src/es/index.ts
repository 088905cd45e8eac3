export * from './command-handler';
export * from './outbox-relay';
