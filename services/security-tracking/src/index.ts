// security-tracking's barrel: its API (descriptor and types) and how to start it. Internals stay inside the service.
export * from './api';
export { startSecurityTracking } from './security-tracking.module';
