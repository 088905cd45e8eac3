export * from './carrier-data.module';
