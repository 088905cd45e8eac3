export * from './embedded.profile';
