import { MailOutboxReplySchema } from '../views';
import { message } from './messages';
import { operation } from './operation';
import { limitQuery } from '../carrier-data/search.rules';

export const listMailOutbox = operation({
  id: 'listMailOutbox',
  method: 'GET',
  path: '/api/admin/mail-outbox',
  access: 'operator',
  tag: 'Platform',
  summary:
    'Mail the platform kept instead of sending (no SMTP server configured), newest first. Links that act as a credential (invitation, password reset, the carrier response page, any token parameter) are shown redacted',
  query: limitQuery(50, 500),
  success: { status: 200, description: 'How mail is delivered, and the kept mails', schema: MailOutboxReplySchema },
  deniedMessage: message('OPERATOR_ONLY'),
});
