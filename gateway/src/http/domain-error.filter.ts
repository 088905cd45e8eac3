import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, isDomainError, type DomainError } from '@logiscope/kernel';

const STATUS: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.CONCURRENCY]: 409,
  [ErrorCode.UNAVAILABLE]: 503,
};

/** Every error leaves as `{ message, issues }` with the spec's wording; nothing internal leaks into a 500. */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (isDomainError(error)) {
      const e = error as DomainError;
      res.status(STATUS[e.code] ?? 500).json({ message: e.message, issues: e.issues ?? [] });
      return;
    }
    // body-parser errors (malformed JSON, oversized body) carry their own 4xx status.
    const bodyError = error as { type?: string; status?: number };
    if (bodyError?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Request body is not valid JSON', issues: [] });
      return;
    }
    if (bodyError?.type === 'entity.too.large') {
      res.status(413).json({ message: 'Request body is too large', issues: [] });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? error.message);
      res.status(status).json({ message: Array.isArray(message) ? message.join(', ') : message, issues: [] });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    res.status(500).json({ message: 'Internal server error', issues: [] });
  }
}
