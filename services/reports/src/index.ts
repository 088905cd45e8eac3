export * from './reports.module';
