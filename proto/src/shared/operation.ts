import type { z } from 'zod';
import type { ApiKeyScope } from '../identity/api-key.views';

/**
 * Who may call an operation; one guard in the gateway enforces it from this declaration.
 * - public: anyone; optional-session: anyone, a signed-in caller may get more
 * - session: signed in; company: signed in with a set-up company
 * - admin: the company's ADMIN; operator: a LogiScope platform operator (a role configuration grants, never
 *   self-registration: platform-wide data such as FMCSA import runs)
 * - api-key: the public API (/api/v1), with one of the company's API keys (Authorization: Bearer), never a session
 */
export type Access = 'public' | 'optional-session' | 'session' | 'company' | 'admin' | 'operator' | 'api-key';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Served by this build, or declared ahead of the issue that will serve it (the web shows it as planned). */
export type OperationStatus = 'served' | 'planned';

/** An object in and out (path, query and body parsers read objects; the OpenAPI document says so of its parameters). */
type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface SuccessResponse {
  status: 200 | 201 | 202 | 204 | 302;
  description: string;
  /** Absent for 204 and redirects. */
  schema?: z.ZodType;
  /** application/json unless said otherwise. */
  contentType?: 'application/json' | 'text/html' | 'application/pdf' | 'text/csv' | 'text/event-stream';
}

export interface OperationDeclaration {
  /** operationId, unique; also the name the web's RTK Query endpoint is checked against. */
  id: string;
  method: HttpMethod;
  /** Express style: /api/carriers/:id */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  status?: OperationStatus;
  params?: AnyObject;
  query?: AnyObject;
  body?: z.ZodType;
  /** A request with no body at all (logout, start-trial): it may be sent without a content type. */
  success: SuccessResponse;
  /** Other successful answers (a background job still running answers 202). */
  alsoSuccess?: SuccessResponse[];
  /** Errors beyond what the access level and inputs imply (404 for a missing resource, 409, 503...). */
  errors?: number[];
  /**
   * Behind the paywall (carrier data and knowledge): a caller whose company has no running trial, plan, or paid time
   * left after a cancellation gets 402 SUBSCRIPTION_REQUIRED. Platform operators are never paywalled; a caller without
   * a company (an optional-session visitor) is not either.
   */
  paid?: boolean;
  /** api-key operations: the scope the key must carry (403 API_KEY_SCOPE_MISSING without it). */
  scope?: ApiKeyScope;
  /** The 403 wording for admin/operator access (the spec's Access Denied texts). */
  deniedMessage?: string;
  /** Answered by the gateway alone (health, the API description, redirects): never 503 for a service that is down. */
  gatewayOnly?: boolean;
  /**
   * Sent by another system and authenticated by a signature over the exact bytes (a payment provider's webhook): the
   * edge keeps its body raw, and takes it from any site and in any content type.
   */
  signedBody?: boolean;
  /**
   * Answered whatever the request's Host (a health check: orchestrators probe a container by its address); every other
   * operation answers 421 to a host the installation was not configured for (APP_URL, ALLOWED_HOSTS, loopback).
   */
  anyHost?: boolean;
}

export interface Operation extends OperationDeclaration {
  status: OperationStatus;
  /** Every error status the operation can answer, derived from access, inputs and the declaration. */
  errorStatuses: number[];
}

const STATE_CHANGING: readonly HttpMethod[] = ['POST', 'PATCH', 'PUT', 'DELETE'];

export const isStateChanging = (method: string): boolean => STATE_CHANGING.includes(method.toUpperCase() as HttpMethod);

/** Declares one HTTP operation; the error statuses follow from what it accepts and who may call it. */
export function operation<const D extends OperationDeclaration>(d: D): D & Operation {
  const errors = new Set<number>(d.errors ?? []);
  if (d.params || d.query || d.body) errors.add(400);
  if (d.access !== 'public' && d.access !== 'optional-session') errors.add(401);
  if (['company', 'admin', 'operator', 'api-key'].includes(d.access)) errors.add(403);
  if (d.paid) errors.add(402);
  if (isStateChanging(d.method)) {
    // The edge refuses cross-site requests (403), bodies that are not JSON (415) or too large (413).
    errors.add(403);
    errors.add(413);
    errors.add(415);
    // ... and a body that does not arrive within BODY_TIMEOUT_MS (408).
    errors.add(408);
  }
  if (d.access === 'api-key' && d.method === 'POST') {
    // Idempotency-Key (every public POST): 409 while the first request with the key is being answered, 422 when the key
    // comes back with another request.
    errors.add(409);
    errors.add(422);
  }
  if (!d.anyHost) errors.add(421);
  errors.add(429);
  // A service the answer needs may be down (another process in the distributed profile).
  if (!d.gatewayOnly) errors.add(503);
  return { ...d, status: d.status ?? 'served', errorStatuses: [...errors].sort((a, b) => a - b) };
}

/**
 * Declares operations that share part of their declaration (a tag, who may call them, the paywall, the 403 wording):
 * each one then says only what is its own. A part an operation declares itself wins over the shared one.
 */
export function operationFamily<const S extends Partial<OperationDeclaration>>(shared: S) {
  return <const D extends Omit<OperationDeclaration, keyof S> & Partial<OperationDeclaration>>(d: D) =>
    operation({ ...shared, ...d } as OperationDeclaration) as Omit<S, keyof D> & D & Operation;
}

/** /api/carriers/:id → /api/carriers/{id} (OpenAPI) */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Does a concrete path (/api/carriers/123) match a declared one (/api/carriers/:id)? */
export function matchesPath(declared: string, actual: string): boolean {
  const d = declared.split('/');
  const a = actual.split('?')[0].split('/');
  return d.length === a.length && d.every((seg, i) => seg.startsWith(':') ? a[i] !== '' : seg === a[i]);
}

/** Inputs an operation's handler receives, already validated and with defaults applied. */
export interface OperationInput<O extends OperationDeclaration> {
  params: O['params'] extends z.ZodType ? z.output<O['params']> : Record<string, never>;
  query: O['query'] extends z.ZodType ? z.output<O['query']> : Record<string, never>;
  body: O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
}

/** The answer an operation declares for its main success. */
export type OperationResult<O extends OperationDeclaration> = O['success']['schema'] extends z.ZodType ? z.input<O['success']['schema']> : void;
