import type { KeyValueStore, ServiceRegistry } from '@logiscope/infra';

/** What a profile gives the gateway: where the services answer, where sessions live, and how to stop it all. */
export interface GatewayRuntime {
  registry: ServiceRegistry;
  sessions: KeyValueStore;
  /** Printed at start: how to sign in to the demo company (first start only). */
  demoAccounts: { email: string; password: string; role: string }[] | null;
  stop(): Promise<void>;
}
