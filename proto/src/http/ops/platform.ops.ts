import { z } from 'zod';
import { ImportRunViewSchema, LoginTrackingReplySchema, MailOutboxReplySchema } from '../../views';
import { message } from '../messages';
import { operation } from '../operation';
import { limitQuery } from '../rules/search.rules';
import { boundedText, wholeNumberQuery } from '../rules/text.rules';

export const listCarrierImports = operation({
  id: 'listCarrierImports',
  method: 'GET',
  path: '/api/admin/carrier-imports',
  access: 'operator',
  tag: 'Platform',
  summary: 'FMCSA import runs with their progress, newest first (platform-wide: operators only)',
  query: limitQuery(20, 100),
  success: { status: 200, description: 'Import runs', schema: z.array(ImportRunViewSchema) },
  deniedMessage: message('OPERATOR_ONLY'),
});

export const getCarrierImport = operation({
  id: 'getCarrierImport',
  method: 'GET',
  path: '/api/admin/carrier-imports/:id',
  access: 'operator',
  tag: 'Platform',
  summary: 'One FMCSA import run with all its skipped rows',
  params: z.object({ id: z.string().max(100) }),
  success: { status: 200, description: 'The import run', schema: ImportRunViewSchema },
  errors: [404],
  deniedMessage: message('OPERATOR_ONLY'),
});

/** The login-tracking screen's filters (combined with AND); the server applies them, so the page stays fast at a million records. */
const LoginTrackingQuerySchema = z.object({
  limit: wholeNumberQuery(1, 500, 100),
  /** Case-insensitive: part of the e-mail, city or country, or part of the IP address. */
  search: boundedText(200, 'Search').optional(),
  status: z.enum(['SUCCESS', 'FAILED', 'BLOCKED']).optional(),
  threatLevel: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']).optional(),
});

export const listLoginRecords = operation({
  id: 'listLoginRecords',
  method: 'GET',
  path: '/api/login-tracking',
  access: 'admin',
  tag: 'Security',
  summary: "Sign-in attempts, newest first, with the four summary counts: the administrator's company (failures on its users' e-mails included); the platform operator sees every attempt",
  query: LoginTrackingQuerySchema,
  success: { status: 200, description: 'Login records, how many match, and the summary counts', schema: LoginTrackingReplySchema },
  // security-tracking answers them: 503 while it is down (distributed profile).
  errors: [503],
  deniedMessage: message('ADMIN_ONLY_LOGIN_TRACKING'),
});

export const streamLoginRecords = operation({
  id: 'streamLoginRecords',
  method: 'GET',
  path: '/api/login-tracking/stream',
  access: 'admin',
  tag: 'Security',
  summary:
    'Server-sent events: one `login` event (the record as JSON) for each new attempt the caller may see, as it is recorded. The answer ends after `waitSeconds`; EventSource reconnects by itself',
  query: z.object({ waitSeconds: wholeNumberQuery(1, 300, 60) }),
  success: { status: 200, description: 'An endless text/event-stream', contentType: 'text/event-stream', schema: z.string() },
  errors: [503],
  deniedMessage: message('ADMIN_ONLY_LOGIN_TRACKING'),
});

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
