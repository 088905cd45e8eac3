import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { DomainError } from '@logiscope/kernel';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, message } from '@logiscope/proto/http';
import type { SessionStore } from '../auth/session.store';
import type { GuardedRequest } from '../http/operation.guard';
import { SESSION_STORE } from '../http/tokens';
import { IdempotencyStore, requestFingerprint } from './idempotency.store';

/** Set on an answer replayed from an earlier request with the same Idempotency-Key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * `Idempotency-Key` on every POST of the public API (issue 24 §2): the same key with the same request (method, path,
 * body) answers what the first answered, without running it again; with another request, 422; while the first is
 * still being answered, 409. Kept 24 hours per company. Runs after the guards: a key is only ever replayed to a caller
 * the operation admits now (a revoked key gets its 401, not the old answer).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly store: IdempotencyStore;

  constructor(@Inject(SESSION_STORE) sessions: SessionStore) {
    this.store = new IdempotencyStore(sessions.kv);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<GuardedRequest>();
    const op = req.operation;
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (!op || op.access !== 'api-key' || op.method !== 'POST' || key === undefined || !req.caller) return next.handle();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw DomainError.invalidField(IDEMPOTENCY_KEY_HEADER, message('IDEMPOTENCY_KEY_INVALID'));
    const companyId = req.caller.companyId;
    const fingerprint = requestFingerprint(req.method, req.path, req.body);
    const begun = await this.store.begin(companyId, key, fingerprint);
    const res = http.getResponse<Response>();
    switch (begun.kind) {
      case 'replay':
        res.status(begun.answer.status).setHeader(REPLAYED_HEADER, 'true');
        return of(begun.answer.body);
      case 'mismatch':
        throw DomainError.unprocessable(message('IDEMPOTENCY_KEY_REUSED'));
      case 'in-progress':
        throw DomainError.conflict(message('IDEMPOTENCY_KEY_IN_PROGRESS'));
      case 'first':
        return next.handle().pipe(
          mergeMap((body: unknown) => from(this.store.complete(companyId, key, fingerprint, { status: res.statusCode, body }).then(() => body))),
          catchError((error: unknown) => from(this.store.abandon(companyId, key).then(() => Promise.reject(error)))),
        );
    }
  }
}
