import { z } from 'zod';
import { ImportRunViewSchema, LoginRecordViewSchema, MailOutboxReplySchema } from '../../views';
import { message } from '../messages';
import { operation } from '../operation';
import { limitQuery } from '../rules/search.rules';

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

export const listLoginRecords = operation({
  id: 'listLoginRecords',
  method: 'GET',
  path: '/api/login-tracking',
  access: 'admin',
  tag: 'Security',
  summary: "Sign-ins of the administrator's own company, newest first",
  query: limitQuery(100, 500),
  success: { status: 200, description: 'Login records', schema: z.array(LoginRecordViewSchema) },
  // security-tracking answers them: 503 while it is down (distributed profile).
  errors: [503],
  deniedMessage: message('ADMIN_ONLY_LOGIN_TRACKING'),
});

export const listMailOutbox = operation({
  id: 'listMailOutbox',
  method: 'GET',
  path: '/api/admin/mail-outbox',
  access: 'operator',
  tag: 'Platform',
  summary: 'Mail the platform kept instead of sending (no SMTP server configured), newest first',
  query: limitQuery(50, 500),
  success: { status: 200, description: 'How mail is delivered, and the kept mails', schema: MailOutboxReplySchema },
  deniedMessage: message('OPERATOR_ONLY'),
});
