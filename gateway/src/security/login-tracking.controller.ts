import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { SecurityTrackingService, type LoginScope, type LoginTrackingReply } from '@logiscope/security-tracking/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** How often an open screen's stream asks security-tracking for new records (the live latency's main part). */
const POLL_MS = 300;
const HEARTBEAT_MS = 15_000;

/** An administrator sees their company's attempts; the platform operator sees every attempt, unknown e-mails included. */
const scopeOf = (caller: CallerContext): LoginScope => ({ companyId: caller.companyId, allCompanies: caller.isOperator });

/** The login-tracking screen: records with server-side filters and counts, and a live feed of new attempts. */
@Controller()
export class LoginTrackingController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get security() {
    return this.registry.client(SecurityTrackingService);
  }

  @Endpoint(ops.listLoginRecords)
  list(@Caller() admin: CallerContext, @Input() { query }: InputOf<typeof ops.listLoginRecords>): Promise<LoginTrackingReply> {
    return this.security.listLoginRecords({
      scope: scopeOf(admin),
      limit: query.limit,
      search: query.search ?? '',
      status: query.status ?? '',
      threatLevel: query.threatLevel ?? '',
    });
  }

  /** Server-sent events until the client leaves or `waitSeconds` pass (EventSource then reconnects on its own). */
  @Endpoint(ops.streamLoginRecords)
  async stream(@Caller() admin: CallerContext, @Input() { query }: InputOf<typeof ops.streamLoginRecords>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const scope = scopeOf(admin);
    let { cursor } = await this.security.loginRecordsSince({ scope, cursor: '', limit: 1 });
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 1000\n: connected\n\n');
    let open = true;
    req.on('close', () => (open = false));
    const until = Date.now() + query.waitSeconds * 1000;
    let lastWrite = Date.now();
    while (open && Date.now() < until) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!open) break;
      try {
        const next = await this.security.loginRecordsSince({ scope, cursor, limit: 100 });
        cursor = next.cursor;
        for (const record of next.records) res.write(`event: login\nid: ${record.id}\ndata: ${JSON.stringify(record)}\n\n`);
        if (next.records.length) lastWrite = Date.now();
      } catch {
        // security-tracking is down (distributed): keep the stream, try again on the next tick.
      }
      if (Date.now() - lastWrite > HEARTBEAT_MS) {
        res.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
    }
    res.end();
  }
}
