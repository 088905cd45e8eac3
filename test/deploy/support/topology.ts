/**
 * The distributed profile's process topology: the single source the deployment tests check
 * docker-compose.yml and k8s/ against. Changing a port means changing it here, in docker-compose.yml,
 * in k8s/base and in the documentation tables (docker-compose.yml header, k8s/README.md).
 *
 * Health convention (as implemented by services/libs/infra/src/profiles/service-host.ts and the gateway):
 * - a service serves GET /healthz (liveness) and GET /readyz (readiness) on HEALTH_PORT; it binds its
 *   gRPC server to GRPC_URL, and its health server to 0.0.0.0 only when GRPC_URL does (containers);
 * - the gateway serves GET /api/health on its HTTP port (PORT), bound to HOST.
 */
export interface ServiceProcess {
  /** Process and compose/k8s name; also the image launcher argument and the MongoDB database name. */
  readonly name: string;
  readonly grpcPort: number;
  /** GET /healthz (liveness) and GET /readyz (readiness) are served here. */
  readonly healthPort: number;
  /** Env var through which other processes (the gateway first) find this service. */
  readonly urlEnv: string;
}

export const SERVICES: readonly ServiceProcess[] = [
  { name: 'identity', grpcPort: 50051, healthPort: 9001, urlEnv: 'IDENTITY_GRPC_URL' },
  { name: 'carrier-data', grpcPort: 50052, healthPort: 9002, urlEnv: 'CARRIER_DATA_GRPC_URL' },
  { name: 'reports', grpcPort: 50053, healthPort: 9003, urlEnv: 'REPORTS_GRPC_URL' },
  { name: 'notes', grpcPort: 50054, healthPort: 9004, urlEnv: 'NOTES_GRPC_URL' },
  { name: 'billing', grpcPort: 50055, healthPort: 9005, urlEnv: 'BILLING_GRPC_URL' },
  { name: 'security-tracking', grpcPort: 50056, healthPort: 9006, urlEnv: 'SECURITY_TRACKING_GRPC_URL' },
];

export const GATEWAY = { name: 'gateway', httpPort: 3000, healthPath: '/api/health' } as const;

export const APP_NAMES: readonly string[] = [GATEWAY.name, ...SERVICES.map((s) => s.name)];

export const INFRA = ['mongo', 'kafka', 'redis'] as const;
