import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { z } from 'zod';
import type { Operation } from '@logiscope/proto/http';
import type { GatewayConfig } from '../config/gateway.config';
import type { GuardedRequest } from './operation.guard';
import { isPlainJson } from './json-reply.adapter';
import { GATEWAY_CONFIG } from './tokens';

/**
 * `compiled`: every answer through its schema as zod's AOT compiler built it (the same output and errors as the runtime
 * parser, several times faster). `compare` (tests): also through the runtime parser, and a difference is a 500, so
 * every answer of the e2e suites proves the compiled path right.
 */
export type AnswerCheck = 'compiled' | 'compare';

/** Each declared schema compiled once, on its first answer; a schema zod cannot compile keeps its runtime parser. */
const compiled = new WeakMap<z.ZodType, z.ZodType>();
export function compiledSchema(schema: z.ZodType): z.ZodType {
  let fast = compiled.get(schema);
  if (!fast) compiled.set(schema, (fast = z.compile(schema)));
  return fast;
}

function parseDeclared(op: Operation, schema: z.ZodType, body: unknown, check: AnswerCheck) {
  const parsed = compiledSchema(schema).safeParse(body);
  if (check === 'compare') {
    const runtime = schema.safeParse(body);
    if (parsed.success !== runtime.success || !isDeepStrictEqual(parsed.data, runtime.data)) {
      throw new Error(`${op.id}: its compiled answer schema and zod's runtime parser disagree on this answer`);
    }
  }
  return parsed;
}

/**
 * An answer as its operation declares it: parsed with the schema of the success it answers (zod objects strip keys
 * they do not declare), so a field a service adds to its answer never reaches a client until the view declares it.
 * A body the schema rejects is a defect of the server: it throws (500, logged), it is never sent as it is. Files,
 * streams and answers without a declared body pass unchanged.
 */
export function declaredAnswer(op: Operation, status: number, body: unknown, check: AnswerCheck = 'compiled'): unknown {
  if (!isPlainJson(body)) return body;
  const answer = [op.success, ...(op.alsoSuccess ?? [])].find((s) => s.status === status);
  if (!answer) throw new Error(`${op.id} answered ${status}, which it does not declare`);
  if ((answer.contentType ?? 'application/json') !== 'application/json') return body;
  if (!answer.schema) throw new Error(`${op.id} answered ${status} with a body where it declares none`);
  let parsed = parseDeclared(op, answer.schema, body, check);
  // As a client reads it: a Date (or anything with toJSON) travels as its JSON text.
  if (!parsed.success) parsed = parseDeclared(op, answer.schema, JSON.parse(JSON.stringify(body)), check);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new Error(`${op.id} answered ${status} with a body its declared schema rejects: ${issues}`);
}

/** Every JSON answer of the API leaves through {@link declaredAnswer}; the OperationGuard named the operation. */
@Injectable()
export class DeclaredAnswerInterceptor implements NestInterceptor {
  private readonly check: AnswerCheck;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.check = config.answerCheck;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const op = http.getRequest<GuardedRequest>().operation;
    return next.handle().pipe(map((body: unknown) => (op ? declaredAnswer(op, http.getResponse<Response>().statusCode, body, this.check) : body)));
  }
}
