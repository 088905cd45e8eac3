import { z } from 'zod';
import { LoginTrackingReplySchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';
import { boundedText, wholeNumberQuery } from '../shared/text.rules';

/** The login-tracking screen's filters (combined with AND); the server applies them, so the page stays fast at a million records. */
const LoginTrackingQuerySchema = z.object({
  limit: wholeNumberQuery(1, 500, 100),
  /** Case-insensitive: part of the e-mail, city or country, or part of the IP address (an API-key row: of its key id too). */
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
  summary:
    "Sign-in attempts and API keys used from new addresses (kind API_KEY), newest first, with the four summary counts: the administrator's company (failures on its users' e-mails included); the platform operator sees every attempt",
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
