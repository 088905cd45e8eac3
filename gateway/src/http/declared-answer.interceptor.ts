import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Operation } from '@logiscope/proto/http';
import type { GuardedRequest } from './operation.guard';
import { isPlainJson } from './json-reply.adapter';

/**
 * An answer as its operation declares it: parsed with the schema of the success it answers (zod objects strip keys
 * they do not declare), so a field a service adds to its answer never reaches a client until the view declares it.
 * A body the schema rejects is a defect of the server: it throws (500, logged), it is never sent as it is. Files,
 * streams and answers without a declared body pass unchanged.
 */
export function declaredAnswer(op: Operation, status: number, body: unknown): unknown {
  if (!isPlainJson(body)) return body;
  const answer = [op.success, ...(op.alsoSuccess ?? [])].find((s) => s.status === status);
  if (!answer) throw new Error(`${op.id} answered ${status}, which it does not declare`);
  if ((answer.contentType ?? 'application/json') !== 'application/json') return body;
  if (!answer.schema) throw new Error(`${op.id} answered ${status} with a body where it declares none`);
  let parsed = answer.schema.safeParse(body);
  // As a client reads it: a Date (or anything with toJSON) travels as its JSON text.
  if (!parsed.success) parsed = answer.schema.safeParse(JSON.parse(JSON.stringify(body)));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new Error(`${op.id} answered ${status} with a body its declared schema rejects: ${issues}`);
}

/** Every JSON answer of the API leaves through {@link declaredAnswer}; the OperationGuard named the operation. */
@Injectable()
export class DeclaredAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const op = http.getRequest<GuardedRequest>().operation;
    return next.handle().pipe(map((body: unknown) => (op ? declaredAnswer(op, http.getResponse<Response>().statusCode, body) : body)));
  }
}

