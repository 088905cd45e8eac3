// reports' barrel: its API (descriptor and types) and how to start it. Internals stay inside the service.
export * from './api';
export { startReports } from './reports.module';
