export { createHttpApp } from './http-app';
export { loadGatewayConfig, type GatewayConfig } from './config/gateway.config';
export { SessionStore, SESSION_COOKIE } from './auth/session.store';
export type { GatewayRuntime } from './runtime/gateway-runtime';
