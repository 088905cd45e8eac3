/**
 * A service's application API as the gateway sees it: async methods taking one request object and answering one
 * reply object (the gRPC unary shape). Errors travel as DomainError (code, message, issues) in both profiles.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServiceApi<A> = { [K in keyof A]: (request: any) => Promise<any> };

/** Names the gRPC service in proto/ that carries an API. */
export interface ServiceDescriptor<A extends ServiceApi<A>> {
  /** Logical name, also the env prefix of its address in the distributed profile (IDENTITY_GRPC_URL). */
  readonly name: string;
  /** Path of the .proto file relative to proto/grpc/. */
  readonly protoFile: string;
  /** Fully qualified package, e.g. logiscope.identity.v1 */
  readonly protoPackage: string;
  /** Service name inside the package, e.g. IdentityService */
  readonly serviceName: string;
  /** The API's methods (camelCase); the gRPC methods are their PascalCase forms. */
  readonly methods: readonly (keyof A & string)[];
  /**
   * Calls whose work grows with the request (a bulk of up to 1,000 carriers): their own deadline in the distributed
   * profile, instead of the registry's default meant for calls of one thing.
   */
  readonly deadlinesMs?: Readonly<Partial<Record<keyof A & string, number>>>;
  /** Type marker only. */
  readonly _api?: A;
}

/** How a caller uses the replies of its client. */
export interface ClientOptions {
  /**
   * `answered` when the caller hands every reply, untouched, to the gateway's declared answer, which keeps what the
   * operation's view declares in objects of its own: there the embedded profile's boundary copy of the reply would
   * protect nothing, and it is skipped (the reply may share objects with the service). Default `copied`: a reply
   * shares nothing with the service. gRPC replies are decoded afresh either way.
   */
  readonly replies?: 'copied' | 'answered';
}

/** Hands out clients for services: the in-process implementation when embedded, a gRPC stub when distributed. */
export interface ServiceRegistry {
  client<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, options?: ClientOptions): A;
}
