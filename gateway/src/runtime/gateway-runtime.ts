import type { KeyValueStore, MailOutbox, RateLimiters, ServiceRegistry } from '@logiscope/infra';

/** What a profile gives the gateway: where the services answer, where sessions live, and how to stop it all. */
export interface GatewayRuntime {
  registry: ServiceRegistry;
  sessions: KeyValueStore;
  /** Named rate limits (sign-in attempts, API requests): in memory embedded, in Redis shared by every replica distributed. */
  limiters: RateLimiters;
  /** The mail outbox the platform operator reads; null when mail goes out over SMTP. */
  outbox: MailOutbox | null;
  /** Printed at start: how to sign in to the demo company (first start only). */
  demoAccounts: { email: string; password: string; role: string }[] | null;
  stop(): Promise<void>;
}
