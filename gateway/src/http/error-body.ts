import type { Response } from 'express';
import { codeOfMessage, message, problemOf, PUBLIC_API_PREFIX, type ErrorBody, type MessageCode } from '@logiscope/proto/http';
import { ErrorCode, type DomainError, type ValidationIssue } from '@logiscope/kernel';

export const STATUS_OF: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.CONCURRENCY]: 409,
  [ErrorCode.UNAVAILABLE]: 503,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.PAYMENT_REQUIRED]: 402,
  [ErrorCode.UNPROCESSABLE]: 422,
};

/** The stable code of a wording: its catalogue code, else the failed rule (TOO_BIG), else the error's kind. */
function codeFor(text: string, rule: string | undefined, fallback: string): string {
  return codeOfMessage(text) ?? (rule ? rule.toUpperCase() : fallback);
}

/** `{ message, code, params, issues }` for a domain error, whichever service or rule raised it. */
export function errorBodyOf(error: DomainError): ErrorBody {
  const issues = (error.issues ?? []).map((i: ValidationIssue) => ({ path: i.path, message: i.message, code: codeFor(i.message, i.rule, error.code) }));
  const first = error.issues?.[0];
  const params = error.code === ErrorCode.VALIDATION && first ? { ...(first.params ?? {}), ...(first.path ? { path: first.path } : {}) } : {};
  const code = error.code === ErrorCode.VALIDATION && first && first.message === error.message ? issues[0].code : codeFor(error.message, undefined, error.code);
  return { message: error.message, code, params, issues };
}

/** A body for an edge refusal with a catalogued wording (not JSON, too large, cross-site...). */
export function edgeErrorBody(code: MessageCode): ErrorBody {
  return { message: message(code), code, params: {}, issues: [] };
}

/** Sends an edge refusal: problem details (RFC 9457) on the public API, the error body elsewhere; never cached. */
export function sendEdgeError(res: Response, status: number, code: MessageCode): Response {
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (res.req.path.startsWith(PUBLIC_API_PREFIX)) return res.type('application/problem+json').json(problemOf(status, edgeErrorBody(code)));
  return res.json(edgeErrorBody(code));
}
