import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { MailOutboxReply } from '@logiscope/proto/views';
import type { MailOutbox } from '@logiscope/infra';
import { Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { MAIL_OUTBOX } from '../http/tokens';

/** The mail an installation without SMTP kept instead of sending: the platform operator reads it here. */
@Controller()
export class MailOutboxController {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox | null) {}

  @Endpoint(ops.listMailOutbox)
  async list(@Input() { query }: InputOf<typeof ops.listMailOutbox>): Promise<MailOutboxReply> {
    if (!this.outbox) return { delivery: 'smtp', mails: [] };
    return { delivery: 'outbox', mails: await this.outbox.list(query.limit) };
  }
}
