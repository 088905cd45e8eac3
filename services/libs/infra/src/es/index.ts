export * from './command-handler';
export * from './outbox-relay';
export * from './projector';
export * from './running-together';
export * from './document-projection';
export * from './fault-injection';
export * from './received-events';
