import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ServiceApi, ServiceDescriptor } from '../../ports';

/** Overrides the lookup, for images that ship the .proto files somewhere other than next to the code. */
export const PROTO_DIR_ENV = 'LOGISCOPE_GRPC_PROTO_DIR';

const hasProtos = (dir: string): boolean => {
  try {
    return readdirSync(join(dir, 'v1')).some((f) => f.endsWith('.proto'));
  } catch {
    return false;
  }
};

let cached: string | undefined;

/**
 * The directory descriptors' protoFile paths are relative to (the repo's proto/grpc). Walks up from this file, so it
 * works from src under jest, from dist after swc, and from an installed package; the env var wins when set.
 */
export function grpcProtoRoot(): string {
  const fromEnv = process.env[PROTO_DIR_ENV];
  if (fromEnv) {
    if (!hasProtos(fromEnv)) throw new Error(`${PROTO_DIR_ENV}=${fromEnv} has no v1/*.proto files`);
    return resolve(fromEnv);
  }
  if (cached) return cached;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'proto', 'grpc'), join(dir, 'grpc')]) {
      // Must hold .proto files: this very file sits in a folder named grpc.
      if (hasProtos(candidate)) return (cached = candidate);
    }
    if (dirname(dir) === dir) break;
  }
  throw new Error(`Cannot find proto/grpc/v1 above ${__dirname}; set ${PROTO_DIR_ENV}`);
}

export function protoPathOf<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, root = grpcProtoRoot()): string {
  const path = join(root, descriptor.protoFile);
  if (!existsSync(path)) throw new Error(`Service ${descriptor.name}: ${descriptor.protoFile} not found under ${root}`);
  return path;
}

/** proto-loader options shared by both ends, so server and client decode identically. */
export const grpcLoaderOptions = (root = grpcProtoRoot()) => ({
  keepCase: false,
  defaults: true,
  longs: Number,
  enums: String,
  oneofs: true,
  includeDirs: [root],
});

/** camelCase API method → PascalCase rpc name. */
export const rpcName = (method: string): string => method.charAt(0).toUpperCase() + method.slice(1);

/** Fully qualified gRPC service name, e.g. logiscope.identity.v1.IdentityService. */
export const qualifiedServiceName = <A extends ServiceApi<A>>(d: ServiceDescriptor<A>): string => `${d.protoPackage}.${d.serviceName}`;
