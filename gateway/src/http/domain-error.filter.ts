import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { isDomainError, type DomainError } from '@logiscope/kernel';
import { edgeErrorBody, errorBodyOf, STATUS_OF } from './error-body';

/** Every error leaves as `{ message, code, params, issues }` with the spec's wording; nothing internal leaks into a 500. */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.setHeader('Cache-Control', 'no-store');
    if (isDomainError(error)) {
      const e = error as DomainError;
      if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds));
      res.status(STATUS_OF[e.code] ?? 500).json(errorBodyOf(e));
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      // Nest's own 404 for an undeclared path under /api.
      res.status(status).json(status === 404 ? edgeErrorBody('NOT_FOUND') : { ...edgeErrorBody('INTERNAL'), message: error.message, code: `HTTP_${status}` });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    res.status(500).json(edgeErrorBody('INTERNAL'));
  }
}
