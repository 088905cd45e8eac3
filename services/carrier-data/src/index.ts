export * from './carrier-data.api';
export * from './carrier-data.module';
