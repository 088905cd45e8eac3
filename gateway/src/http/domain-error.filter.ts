import { ArgumentsHost, Catch, HttpException, Injectable, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { matchesPath, problemOf, PUBLIC_API_PREFIX, type ErrorBody } from '@logiscope/proto/http';
import { ServedOperations } from '../openapi/served-operations';
import { isDomainError, type DomainError } from '@logiscope/kernel';
import { edgeErrorBody, errorBodyOf, STATUS_OF } from './error-body';

/**
 * Every error leaves as `{ message, code, params, issues }` with the spec's wording (on the public API, /api/v1, as
 * application/problem+json); nothing internal leaks into a 500.
 */
@Catch()
@Injectable()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  constructor(private readonly served: ServedOperations) {}

  /** The methods served on a path, for a 405 instead of a 404 when the path exists under another method. */
  private allowedOn(path: string): string[] {
    return [...new Set(this.served.list().filter((op) => matchesPath(op.path, path)).map((op) => op.method))];
  }

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const publicApi = host.switchToHttp().getRequest<Request>().path.startsWith(PUBLIC_API_PREFIX);
    const send = (status: number, body: ErrorBody) => (publicApi ? res.status(status).type('application/problem+json').json(problemOf(status, body)) : res.status(status).json(body));
    if (res.headersSent) return;
    res.setHeader('Cache-Control', 'no-store');
    if (isDomainError(error)) {
      const e = error as DomainError;
      if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds));
      send(STATUS_OF[e.code] ?? 500, errorBodyOf(e));
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      // Nest's own 404 for an undeclared route under /api: a served path under another method is a 405.
      const allowed = status === 404 ? this.allowedOn(host.switchToHttp().getRequest<Request>().path) : [];
      if (allowed.length) {
        res.setHeader('Allow', allowed.join(', '));
        send(405, edgeErrorBody('METHOD_NOT_ALLOWED'));
        return;
      }
      send(status, status === 404 ? edgeErrorBody('NOT_FOUND') : { ...edgeErrorBody('INTERNAL'), message: error.message, code: `HTTP_${status}` });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    send(500, edgeErrorBody('INTERNAL'));
  }
}
