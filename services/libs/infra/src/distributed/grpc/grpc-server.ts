import type { Server as GrpcJsServer, Metadata } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { Controller, Module, type LoggerService, type LogLevel, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GrpcMethod, RpcException, ServerGrpc, type GrpcOptions } from '@nestjs/microservices';
import { context, isSpanContextValid, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Root as ProtoTypes } from 'protobufjs';
import { isDomainError } from '@logiscope/kernel';
import { nestInternalErrorLogger, type InternalErrorLogger } from '../../embedded/in-process-service-registry';
import type { ServiceApi, ServiceDescriptor } from '../../ports';
import { toGrpcStatus } from './grpc-errors';
import { HealthService, healthImplementation } from './health';
import { grpcLoaderOptions, grpcProtoRoot, protoPathOf, qualifiedServiceName, rpcName } from './proto-path';
import { extractTraceContext } from './trace-metadata';
import { fromWire, loadProtoTypes, rpcTypes, toWire } from './wire-shape';

export interface HostedService<A extends ServiceApi<A>> {
  descriptor: ServiceDescriptor<A>;
  implementation: A;
}

/** Pairs a descriptor with its implementation type-checked (the services array itself is heterogeneous). */
export const hostService = <A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, implementation: A): HostedService<A> => ({
  descriptor,
  implementation,
});

export interface GrpcServerOptions {
  /** host:port, loopback in dev and tests (127.0.0.1:50051), 0.0.0.0:port in a container. */
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  services: readonly HostedService<any>[];
  /** How long close() lets in-flight calls finish before cutting them (default 5 s, inside k8s' 30 s grace). */
  shutdownGraceMs?: number;
  /** Where the real error behind an INTERNAL status goes (default: Nest logger). */
  onInternalError?: InternalErrorLogger;
  /** Nest's logger; note Nest applies it process wide. Left alone when undefined. */
  logger?: LoggerService | LogLevel[] | false;
  /** Also serve grpc.health.v1.Health (default true). */
  health?: boolean;
}

export interface GrpcServerHandle {
  readonly url: string;
  close(): Promise<void>;
}

/** Nest's gRPC server, but close() drains gracefully and falls back to a hard stop after the grace period. */
class DrainingServerGrpc extends ServerGrpc {
  constructor(
    options: GrpcOptions['options'],
    private readonly graceMs: number,
  ) {
    super({ ...options, gracefulShutdown: true });
  }

  override async close(): Promise<void> {
    const server = this.grpcClient as GrpcJsServer | null;
    if (!server) return;
    const force = setTimeout(() => server.forceShutdown(), this.graceMs);
    try {
      await super.close();
    } finally {
      clearTimeout(force);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function controllerFor(hosted: HostedService<any>, onInternalError: InternalErrorLogger, types: ProtoTypes): Type<unknown> {
  const { descriptor, implementation } = hosted;
  const grpcService = qualifiedServiceName(descriptor);
  const controller = class {};
  Object.defineProperty(controller, 'name', { value: `${descriptor.serviceName}GrpcController` });
  for (const method of descriptor.methods as string[]) {
    const wire = rpcTypes(types, grpcService, rpcName(method));
    // Nest calls gRPC handlers with (request, metadata, call).
    const handler = async (request: object, metadata?: Metadata): Promise<unknown> => {
      try {
        const input = fromWire(wire.request, request ?? {});
        // A server span per call (rpc semantic conventions), child of the caller's trace, so the service shows up in
        // it. With no tracer provider and no caller trace the span is an invalid no-op: it is then left out of the
        // context so the implementation sees no trace rather than an all-zero one.
        const parent = extractTraceContext(metadata);
        const span = trace.getTracer('@logiscope/infra/grpc').startSpan(
          `${grpcService}/${rpcName(method)}`,
          { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'grpc', 'rpc.service': grpcService, 'rpc.method': rpcName(method) } },
          parent,
        );
        const active = span.isRecording() || isSpanContextValid(span.spanContext()) ? trace.setSpan(parent, span) : parent;
        try {
          return toWire(wire.reply, await context.with(active, () => implementation[method].call(implementation, input)));
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: isDomainError(error) ? error.code : 'internal' });
          throw error;
        } finally {
          span.end();
        }
      } catch (error) {
        if (!isDomainError(error)) onInternalError(error, `${descriptor.name}.${method}`);
        // Nest's RPC exception filter hands the object to grpc-js as is: status code, details, trailers.
        throw new RpcException(toGrpcStatus(error));
      }
    };
    Object.defineProperty(controller.prototype, method, { value: handler, writable: true, configurable: true });
    // Fully qualified service name: Nest matches it against the method path, and short names could collide across packages.
    GrpcMethod(grpcService, rpcName(method))(controller.prototype, method, Object.getOwnPropertyDescriptor(controller.prototype, method)!);
  }
  Controller()(controller);
  return controller;
}

/** Checks every descriptor method has its rpc in the proto, so drift fails at startup rather than as UNIMPLEMENTED. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function assertProtoMatches(packageDefinition: Record<string, unknown>, descriptors: readonly ServiceDescriptor<any>[]): void {
  for (const d of descriptors) {
    const service = packageDefinition[qualifiedServiceName(d)] as Record<string, unknown> | undefined;
    if (!service) throw new Error(`Service ${d.name}: ${qualifiedServiceName(d)} is not defined in ${d.protoFile}`);
    const missing = d.methods.map(rpcName).filter((rpc) => !(rpc in service));
    if (missing.length) throw new Error(`Service ${d.name}: ${d.protoFile} lacks rpc ${missing.join(', ')}`);
  }
}

/** Hosts one or more service APIs on one gRPC server (Nest microservice, Transport.GRPC). */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const services = [...options.services];
  const names = new Set<string>();
  for (const s of services) {
    if (names.has(s.descriptor.name)) throw new Error(`Service ${s.descriptor.name} is hosted twice`);
    names.add(s.descriptor.name);
  }
  if (options.health ?? true) {
    services.push(hostService(HealthService, healthImplementation(services.map((s) => qualifiedServiceName(s.descriptor)))));
  }
  const root = grpcProtoRoot();
  const descriptors = services.map((s) => s.descriptor);
  // Parsed once here (instead of protoPath) so the drift check and Nest see the same definition.
  const files = [...new Set(descriptors.map((d) => protoPathOf(d, root)))];
  const packageDefinition = loadSync(files, grpcLoaderOptions(root));
  assertProtoMatches(packageDefinition, descriptors);
  const types = loadProtoTypes(files, root);

  const onInternalError = options.onInternalError ?? nestInternalErrorLogger('GrpcServer');
  const controllers = services.map((s) => controllerFor(s, onInternalError, types));
  const module = class GrpcHostModule {};
  Module({ controllers })(module);

  const strategy = new DrainingServerGrpc(
    { url: options.url, package: [...new Set(descriptors.map((d) => d.protoPackage))], packageDefinition },
    options.shutdownGraceMs ?? 5_000,
  );
  const app = await NestFactory.createMicroservice(module, {
    strategy,
    // Never process.abort() on a startup error: the caller decides (tests, the service's main).
    abortOnError: false,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  try {
    await app.listen();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: options.url,
    close: () => (closing ??= app.close()),
  };
}
