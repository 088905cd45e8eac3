export * from './security-tracking.api';
export * from './security-tracking.module';
export { toLoginRecord } from './login-record/login-record.projection';
export { parseUserAgent } from './login-record/user-agent';
