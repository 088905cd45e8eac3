export * from './billing.api';
export * from './billing.module';
