export * from './filtered-text-search';
