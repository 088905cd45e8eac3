/** Codes every transport maps onto its own status (HTTP, gRPC, dead-letter decisions). */
export enum ErrorCode {
  VALIDATION = 'VALIDATION',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  CONCURRENCY = 'CONCURRENCY',
  UNAVAILABLE = 'UNAVAILABLE',
  RATE_LIMITED = 'RATE_LIMITED',
  /** The company's subscription does not cover the operation (the paywall). */
  PAYMENT_REQUIRED = 'PAYMENT_REQUIRED',
  /** Well-formed but not acceptable as sent (an Idempotency-Key reused with another request: HTTP 422). */
  UNPROCESSABLE = 'UNPROCESSABLE',
}

export interface ValidationIssue {
  path: string;
  message: string;
  /** The rule that failed (zod's issue code, e.g. too_big), when known; the edge turns it into the API's stable code. */
  rule?: string;
  /** The rule's parameters (maximum, minimum, expected type), for a translation of the message. */
  params?: Record<string, string | number | boolean>;
}

/** The one error type domain code throws; the message is the user-facing wording from the spec. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: ValidationIssue[] = [],
    /** For RATE_LIMITED: when a retry can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(message: string, issues: ValidationIssue[] = []): DomainError {
    return new DomainError(ErrorCode.VALIDATION, message, issues.length ? issues : [{ path: '', message }]);
  }
  /** A validation error on one field: its message is also the form's. */
  static invalidField(path: string, message: string): DomainError {
    return new DomainError(ErrorCode.VALIDATION, message, [{ path, message }]);
  }
  static notFound(message: string): DomainError {
    return new DomainError(ErrorCode.NOT_FOUND, message);
  }
  static unauthenticated(message = 'Unauthorized'): DomainError {
    return new DomainError(ErrorCode.UNAUTHENTICATED, message);
  }
  static forbidden(message = 'Forbidden'): DomainError {
    return new DomainError(ErrorCode.FORBIDDEN, message);
  }
  static conflict(message: string): DomainError {
    return new DomainError(ErrorCode.CONFLICT, message);
  }
  /** Too many requests: `retryAfterSeconds` goes to the Retry-After header. */
  static rateLimited(message: string, retryAfterSeconds: number): DomainError {
    return new DomainError(ErrorCode.RATE_LIMITED, message, [], retryAfterSeconds);
  }
  /** The company has no trial or plan covering a paid operation (HTTP 402). */
  static paymentRequired(message: string): DomainError {
    return new DomainError(ErrorCode.PAYMENT_REQUIRED, message);
  }
  /** The request is well-formed but cannot be taken as sent (HTTP 422). */
  static unprocessable(message: string): DomainError {
    return new DomainError(ErrorCode.UNPROCESSABLE, message);
  }
}

/** Thrown by an event store when the stream moved on since it was read. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(ErrorCode.CONCURRENCY, `Stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}

/** Thrown by document stores on a unique index violation. */
export class DuplicateKeyError extends DomainError {
  constructor(readonly collection: string, key: string) {
    super(ErrorCode.CONFLICT, `Duplicate key in ${collection}: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError || (typeof e === 'object' && e !== null && (e as { name?: string }).name === 'DomainError');
}
