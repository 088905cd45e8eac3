import { applyDecorators, createParamDecorator, HttpCode, RequestMapping, RequestMethod, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Operation, OperationDeclaration, OperationInput } from '@logiscope/proto/http';
import { DomainError } from '@logiscope/kernel';
import type { CallerContext, GuardedRequest } from './operation.guard';

export const OPERATION = 'logiscope:operation';

const METHOD: Record<Operation['method'], RequestMethod> = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PATCH: RequestMethod.PATCH,
  PUT: RequestMethod.PUT,
  DELETE: RequestMethod.DELETE,
};

/**
 * Serves a declared operation: its method, path and success status come from the declaration, and the global
 * OperationGuard enforces its access level and validates its inputs before the handler runs.
 */
export function Endpoint(op: Operation) {
  if (op.status !== 'served') throw new Error(`Operation ${op.id} is declared as planned: declare it served before serving it`);
  return applyDecorators(RequestMapping({ path: op.path, method: METHOD[op.method] }), HttpCode(op.success.status), SetMetadata(OPERATION, op));
}

/** The operation's inputs (params, query, body), validated by its schemas: unknown fields dropped, defaults applied. */
export const Input = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const input = ctx.switchToHttp().getRequest<GuardedRequest>().input;
  if (!input) throw new Error('Input() on a route without a declared operation');
  return input;
});

/** Who calls: the session, and the user (with company) when the access level needed it. */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): CallerContext => {
  const caller = ctx.switchToHttp().getRequest<GuardedRequest>().caller;
  if (!caller) throw DomainError.unauthenticated('Unauthorized');
  return caller;
});

/** Typed inputs of an operation for a handler's parameter. */
export type InputOf<O extends OperationDeclaration> = OperationInput<O>;
