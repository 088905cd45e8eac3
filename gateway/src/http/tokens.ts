/** Nest injection tokens for what the profile provides. */
export const SERVICE_REGISTRY = Symbol('ServiceRegistry');
export const SESSION_STORE = Symbol('SessionStore');
export const GATEWAY_CONFIG = Symbol('GatewayConfig');
export const RATE_LIMITERS = Symbol('RateLimiters');
export const MAIL_OUTBOX = Symbol('MailOutbox');
export const REMEMBERED_DEVICES = Symbol('RememberedDevices');
