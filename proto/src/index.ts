export * from './topics';
export * from './identity.events';
export * from './carrier.events';
export * from './verdict.events';
export * from './catalogue';
export * from './codec';
export type * from './views';
