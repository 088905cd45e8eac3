import type { z } from 'zod';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Operation, OperationDeclaration, ops } from '@logiscope/proto/http';

/**
 * Every request of the web app is built FROM an operation declared in `@logiscope/proto/http`: its method and path
 * come from the declaration, path parameters are filled in and encoded, and an operation that is only planned is
 * refused. `src/api/declaredOperations.spec.ts` checks that every RTK Query endpoint goes through here.
 */

/** The gateway's prefix: the API slice's baseUrl. Declared paths start with it. */
export const API_PREFIX = '/api';

type Declared = Pick<Operation, 'id' | 'method' | 'path' | 'status'> & OperationDeclaration;

type ParamsOf<O extends OperationDeclaration> = O['params'] extends z.ZodType ? z.input<O['params']> : never;
type QueryOf<O extends OperationDeclaration> = O['query'] extends z.ZodType ? Partial<z.input<O['query']>> : never;
type BodyOf<O extends OperationDeclaration> = O['body'] extends z.ZodType ? z.input<O['body']> : never;

/** What a request adds to its operation: the path parameters, the query string and the JSON body it declares. */
export type OperationInput<O extends OperationDeclaration> = ([ParamsOf<O>] extends [never] ? { params?: never } : { params: ParamsOf<O> }) &
  ([QueryOf<O>] extends [never] ? { query?: never } : { query?: QueryOf<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: never } : { body: BodyOf<O> });

/**
 * What an operation answers on its main success, from its declaration (the gateway sends every answer through that
 * schema): `OpResult<'getCarrier'>`. The web names no answer type by hand; a screen's own name for one is an alias.
 */
export type OpResult<K extends keyof typeof ops> = (typeof ops)[K]['success'] extends { schema: infer S extends z.ZodType } ? z.output<S> : void;

/**
 * What an operation's JSON body takes, from its declaration (its input: before the defaults the server fills in):
 * `OpBody<'submitCarrierReport'>`. A field added to the declared body reaches the form's request type with no edit here.
 */
export type OpBody<K extends keyof typeof ops> = BodyOf<(typeof ops)[K]>;

/** The input may be left out when nothing in it is required (no path parameters, no body). */
type InputArgs<I> = Partial<I> extends I ? [input?: I] : [input: I];

/** The arguments RTK Query's base query receives, with the operation they were built from. */
export interface OperationRequest extends FetchArgs {
  url: string;
  method: Operation['method'];
  /** The operation's id (operationId): which declaration this request was built from. */
  operationId: string;
}

/** Thrown when code asks for an operation the server does not serve: screens check {@link isServed} first. */
export class PlannedOperationError extends Error {
  constructor(readonly operationId: string) {
    super(`${operationId} is planned: this server does not serve it, so the web app does not call it`);
    this.name = 'PlannedOperationError';
  }
}

/**
 * Does this server serve the operation? The one place the web decides "planned": a screen whose operations are
 * planned shows so and calls nothing; once a later issue declares them served, the same screen calls them.
 */
export function isServed(...operations: readonly Pick<Operation, 'status'>[]): boolean {
  return operations.every((op) => op.status === 'served');
}

/** The declared path with its `:name` parameters filled in, each encoded as one path segment. */
export function operationPath(op: Pick<Operation, 'id' | 'path'>, params: Record<string, unknown> = {}): string {
  return op.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') throw new Error(`${op.id}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

const issued = new WeakSet<object>();

/** True for arguments built by {@link request} (the base query refuses anything else). */
export function isOperationRequest(args: unknown): args is OperationRequest {
  return typeof args === 'object' && args !== null && issued.has(args);
}

/**
 * The request for a declared operation, relative to the API slice's baseUrl:
 * `request(ops.getCarrier, { params: { id } })` → `{ url: '/carriers/53467', method: 'GET' }`.
 */
export function request<O extends Declared>(op: O, ...[input]: InputArgs<OperationInput<O>>): OperationRequest {
  if (!isServed(op)) throw new PlannedOperationError(op.id);
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = operationPath(op, params);
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${op.id}: ${op.path} is not under ${API_PREFIX}`);
  const args: OperationRequest = { url: path.slice(API_PREFIX.length), method: op.method, operationId: op.id };
  if (query) args.params = query;
  if (body !== undefined) args.body = body;
  issued.add(args);
  return args;
}
