import type { z } from 'zod';

/** A message of a generated .proto: its name and the zod object it is written from. */
export interface ProtoMessageSpec {
  name: string;
  schema: z.ZodObject;
  /** The message's comment; default: the schema's description. */
  comment?: string;
  /** Messages declared inside this one (their names are local to it). */
  nested?: readonly ProtoMessageSpec[];
}

export interface ProtoRpcSpec {
  /** PascalCase rpc name (the API method, capitalised). */
  name: string;
  request: z.ZodObject;
  reply: z.ZodObject;
  comment?: string;
}

/** One generated .proto file. */
export interface ProtoFileSpec {
  /** Relative to proto/, e.g. grpc/v1/reports.proto. */
  path: string;
  package: string;
  /** Where the file is written from, named in its first lines (e.g. proto/src/reports.service-api.ts). */
  source: string;
  /** The file's leading comment (what it carries, its rules), after the generated notice. */
  header?: string;
  service?: { name: string; comment?: string; rpcs: readonly ProtoRpcSpec[] };
  messages: readonly ProtoMessageSpec[];
  /** `x?: scalar` keeps presence (proto3 `optional`); false: a plain field, absent reads as its default. */
  presence: boolean;
}

type Rpc = { request: z.ZodObject; reply: z.ZodObject; comment?: string };

/**
 * A service's API declared once in zod: its messages and its methods (camelCase, the gRPC rpc is the PascalCase
 * form). The services' TypeScript API is inferred from it (ServiceApiOf), the .proto generated from it.
 */
export interface ServiceContract<R extends Record<string, Rpc> = Record<string, Rpc>, M extends Record<string, z.ZodObject> = Record<string, z.ZodObject>> {
  file: string;
  package: string;
  service: string;
  source: string;
  header?: string;
  comment?: string;
  messages: M;
  rpcs: R;
}

export const defineService = <const R extends Record<string, Rpc>, const M extends Record<string, z.ZodObject>>(contract: ServiceContract<R, M>): ServiceContract<R, M> =>
  contract;

/** The TypeScript API of a service contract: each method takes the request's type and answers the reply's. */
export type ServiceApiOf<C extends ServiceContract> = {
  [K in keyof C['rpcs']]: (request: z.infer<C['rpcs'][K]['request']>) => Promise<z.infer<C['rpcs'][K]['reply']>>;
};

/**
 * What a client needs to reach the service (the shape of infra's ServiceDescriptor): its logical name (the env prefix
 * of its address), the generated .proto (relative to proto/grpc), the service's qualified name and its methods.
 */
export const descriptorOf = <C extends ServiceContract>(name: string, c: C) => ({
  name,
  protoFile: c.file.replace(/^grpc\//, ''),
  protoPackage: c.package,
  serviceName: c.service,
  methods: Object.keys(c.rpcs) as (keyof C['rpcs'] & string)[],
});

export const rpcNameOf = (method: string): string => method.charAt(0).toUpperCase() + method.slice(1);

export function serviceFileSpec(c: ServiceContract): ProtoFileSpec {
  return {
    path: c.file,
    package: c.package,
    source: c.source,
    header: c.header,
    service: {
      name: c.service,
      comment: c.comment,
      rpcs: Object.entries(c.rpcs).map(([method, rpc]) => ({ name: rpcNameOf(method), ...rpc })),
    },
    messages: Object.entries(c.messages).map(([name, schema]) => ({ name, schema })),
    presence: true,
  };
}
