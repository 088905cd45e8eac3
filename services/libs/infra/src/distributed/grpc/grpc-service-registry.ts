import { Metadata } from '@grpc/grpc-js';
import { ClientProxyFactory, Transport, type ClientGrpc, type ClientGrpcProxy } from '@nestjs/microservices';
import { firstValueFrom, type Observable } from 'rxjs';
import type { ServiceApi, ServiceDescriptor, ServiceRegistry } from '../../ports';
import { fromGrpcError } from './grpc-errors';
import { grpcLoaderOptions, grpcProtoRoot, protoPathOf, qualifiedServiceName, rpcName } from './proto-path';
import { injectTraceContext } from './trace-metadata';
import { fromWire, loadProtoTypes, rpcTypes, toWire } from './wire-shape';

/** identity → IDENTITY_GRPC_URL, security-tracking → SECURITY_TRACKING_GRPC_URL. */
export const grpcUrlEnvVar = (serviceName: string): string => `${envKey(serviceName)}_GRPC_URL`;

const envKey = (name: string): string => name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

export interface GrpcServiceRegistryOptions {
  /** Per-call deadline; past it the call fails as UNAVAILABLE (default 5 s; a descriptor's `deadlinesMs` for its long calls). */
  deadlineMs?: number;
}

type UnaryStub = (request: unknown, metadata: Metadata, options: { deadline: Date }) => Observable<unknown>;

/** Distributed profile: each client is a gRPC stub whose methods answer Promises and throw DomainErrors. */
export class GrpcServiceRegistry implements ServiceRegistry {
  private readonly addresses = new Map<string, string>();
  private readonly proxies = new Map<string, ClientGrpcProxy>();
  private readonly clients = new Map<string, unknown>();
  private readonly deadlineMs: number;
  private closed = false;

  /** @param addresses descriptor.name → host:port */
  constructor(addresses: Readonly<Record<string, string>>, options: GrpcServiceRegistryOptions = {}) {
    // Keyed like the env vars so 'security-tracking' and SECURITY_TRACKING resolve alike.
    for (const [name, url] of Object.entries(addresses)) if (url) this.addresses.set(envKey(name), url);
    this.deadlineMs = options.deadlineMs ?? 5_000;
  }

  /** Addresses from every <NAME>_GRPC_URL variable. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env, options: GrpcServiceRegistryOptions = {}): GrpcServiceRegistry {
    const addresses: Record<string, string> = {};
    for (const [key, value] of Object.entries(env)) {
      const m = /^(.+)_GRPC_URL$/.exec(key);
      if (m && value) addresses[m[1]] = value;
    }
    return new GrpcServiceRegistry(addresses, options);
  }

  client<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>): A {
    if (this.closed) throw new Error('GrpcServiceRegistry is closed');
    const cached = this.clients.get(descriptor.name);
    if (cached) return cached as A;
    const url = this.addresses.get(envKey(descriptor.name));
    if (!url) throw new Error(`No gRPC address for service ${descriptor.name}: set ${grpcUrlEnvVar(descriptor.name)}`);

    const root = grpcProtoRoot();
    const proxy = ClientProxyFactory.create({
      transport: Transport.GRPC,
      options: { package: descriptor.protoPackage, protoPath: protoPathOf(descriptor, root), url, loader: grpcLoaderOptions(root) },
    }) as ClientGrpcProxy;
    let stubs: Record<string, UnaryStub>;
    let types: ReturnType<typeof loadProtoTypes>;
    try {
      stubs = (proxy as ClientGrpc).getService<Record<string, UnaryStub>>(descriptor.serviceName);
      const missing = descriptor.methods.map(rpcName).filter((rpc) => typeof stubs[rpc] !== 'function');
      if (missing.length) throw new Error(`Service ${descriptor.name}: ${descriptor.protoFile} lacks rpc ${missing.join(', ')}`);
      types = loadProtoTypes([protoPathOf(descriptor, root)], root);
    } catch (error) {
      proxy.close();
      throw error;
    }

    const client: Record<string, (request: unknown) => Promise<unknown>> = {};
    for (const method of descriptor.methods) {
      const stub = stubs[rpcName(method)];
      const wire = rpcTypes(types, qualifiedServiceName(descriptor), rpcName(method));
      const deadlineMs = descriptor.deadlinesMs?.[method] ?? this.deadlineMs;
      client[method] = async (request: unknown) => {
        const metadata = injectTraceContext(new Metadata());
        try {
          const reply = await firstValueFrom(stub(toWire(wire.request, request ?? {}), metadata, { deadline: new Date(Date.now() + deadlineMs) }));
          return fromWire(wire.reply, reply);
        } catch (error) {
          throw fromGrpcError(error, descriptor.name, method);
        }
      };
    }
    this.proxies.set(descriptor.name, proxy);
    this.clients.set(descriptor.name, client);
    return client as A;
  }

  /** Closes every channel; calls made afterwards fail, client() throws. */
  async close(): Promise<void> {
    this.closed = true;
    for (const proxy of this.proxies.values()) proxy.close();
    this.proxies.clear();
    this.clients.clear();
  }
}
