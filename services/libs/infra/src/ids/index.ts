export * from './time-ordered-id';
