import type { Request, Response } from 'express';
import { message, type Operation } from '@logiscope/proto/http';
import { DomainError } from '@logiscope/kernel';
import type { RateLimiter, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';

/** The key behind a public API call: its company, what it may do, who made it and the name they gave it (never the secret). */
export interface ApiKeyIdentity {
  keyId: string;
  companyId: string;
  scopes: string[];
  createdByUserId: string;
  name: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of `Authorization: Bearer <key>`, or 401 (a session cookie is no credential here: keys only). */
export async function authenticateApiKey(req: Request, registry: ServiceRegistry): Promise<ApiKeyIdentity> {
  const secret = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!secret) throw DomainError.unauthenticated(message('API_KEY_INVALID'));
  return registry.client(IdentityService).authenticateApiKey({ secret });
}

/** 403 when the key lacks the operation's scope. */
export function requireScope(op: Operation, key: ApiKeyIdentity): void {
  if (op.scope && !key.scopes.includes(op.scope)) throw DomainError.forbidden(message('API_KEY_SCOPE_MISSING'));
}

/**
 * One point from the key's window (RATE_LIMIT_API_PER_MINUTE, the same as a session's), with the standard headers on
 * every answer (RateLimit-Limit, -Remaining, -Reset in seconds) and 429 with Retry-After beyond.
 */
export async function throttleApiKey(limiter: RateLimiter, key: ApiKeyIdentity, res: Response): Promise<void> {
  const d = await limiter.consume(`api-key:${key.keyId}`);
  res.setHeader('RateLimit-Limit', String(d.limit));
  res.setHeader('RateLimit-Remaining', String(d.remaining));
  res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(d.resetMs / 1000))));
  if (!d.allowed) throw DomainError.rateLimited(message('RATE_LIMITED'), Math.max(1, Math.ceil(d.retryAfterMs / 1000)));
}
