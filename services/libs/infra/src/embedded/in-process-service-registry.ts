import { Logger } from '@nestjs/common';
import { DomainError, isDomainError } from '@logiscope/kernel';
import type { ClientOptions, ServiceApi, ServiceDescriptor, ServiceRegistry } from '../ports';
import { jsonCopy } from './json-copy';

/**
 * What a caller sees when a service fails with anything but a DomainError: a generic message, the real error only in
 * the service's log. Both profiles throw it (gRPC answers INTERNAL), so nothing upstream can come to depend on
 * another service's internals through error text.
 */
export class InternalServiceError extends Error {
  readonly grpcCode?: number;
  constructor(
    readonly service: string,
    readonly method: string,
    options: { cause?: unknown; grpcCode?: number } = {},
  ) {
    super(`Internal error in ${service}.${method}`, { cause: options.cause });
    this.name = 'InternalServiceError';
    this.grpcCode = options.grpcCode;
  }
}

/** Receives the real error behind an InternalServiceError (defaults to the Nest logger). */
export type InternalErrorLogger = (error: unknown, where: string) => void;

export const nestInternalErrorLogger =
  (context: string): InternalErrorLogger =>
  (error, where) =>
    new Logger(context).error(`${where} failed: ${error instanceof Error ? error.message : String(error)}`, error instanceof Error ? error.stack : undefined);

/**
 * A deep copy as a wire would make it: JSON's (jsonCopy) drops undefined (an absent optional field stays absent) and
 * breaks object identity, so embedded callers cannot mutate a service's state through a reply or rely on sharing objects.
 * Skipped for the replies of a client asked for `replies: 'answered'` (ClientOptions): the gateway's declared answer
 * copies them anyway.
 */
export const acrossBoundary = <T>(value: T): T => (value === undefined ? value : jsonCopy(value));

/** Rebuilt rather than rethrown: subclasses (ConcurrencyError...) and extra fields do not cross gRPC either. */
const translateError = (error: unknown, service: string, method: string, log: InternalErrorLogger): Error => {
  if (isDomainError(error)) return new DomainError(error.code, error.message, acrossBoundary(error.issues ?? []));
  log(error, `${service}.${method}`);
  return new InternalServiceError(service, method);
};

/** Embedded profile: hands out the in-process implementation, behind the same boundary semantics as gRPC. */
export class InProcessServiceRegistry implements ServiceRegistry {
  private readonly implementations = new Map<string, object>();
  /** One client per service and reply mode, built on first use: the gateway asks for one on every request. */
  private readonly clients = { copied: new WeakMap<object, object>(), answered: new WeakMap<object, object>() };

  constructor(private readonly options: { onInternalError?: InternalErrorLogger } = {}) {}

  register<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, implementation: A): this {
    if (this.implementations.has(descriptor.name)) throw new Error(`Service ${descriptor.name} is already registered`);
    const missing = descriptor.methods.filter((m) => typeof (implementation as Record<string, unknown>)[m] !== 'function');
    if (missing.length) throw new Error(`Implementation of ${descriptor.name} lacks ${missing.join(', ')}`);
    this.implementations.set(descriptor.name, implementation);
    return this;
  }

  client<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, options: ClientOptions = {}): A {
    const built = this.clients[options.replies ?? 'copied'];
    let client = built.get(descriptor) as A | undefined;
    if (!client) built.set(descriptor, (client = this.newClient(descriptor, options)));
    return client;
  }

  private newClient<A extends ServiceApi<A>>(descriptor: ServiceDescriptor<A>, options: ClientOptions): A {
    const implementation = this.implementations.get(descriptor.name) as Record<string, (request: unknown) => Promise<unknown>> | undefined;
    if (!implementation) {
      const known = [...this.implementations.keys()].join(', ') || 'none';
      throw new Error(`No implementation registered for service ${descriptor.name} (registered: ${known})`);
    }
    const log = this.options.onInternalError ?? nestInternalErrorLogger(InProcessServiceRegistry.name);
    const replyOf = options.replies === 'answered' ? (reply: unknown) => reply : acrossBoundary;
    // Only the descriptor's methods, like a gRPC stub: helpers on the implementation object stay private.
    const client: Record<string, (request: unknown) => Promise<unknown>> = {};
    for (const method of descriptor.methods) {
      client[method] = async (request: unknown) => {
        let reply: unknown;
        try {
          // Called synchronously from the caller's frame, so the active (trace) context carries over.
          reply = await implementation[method].call(implementation, acrossBoundary(request ?? {}));
        } catch (error) {
          throw translateError(error, descriptor.name, method, log);
        }
        return replyOf(reply);
      };
    }
    return client as A;
  }
}
