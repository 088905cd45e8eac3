import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

/** SMTP when SMTP_URL is set; otherwise the outbox, which keeps mail for the operator and sends nothing. */
export type MailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; from: string };

const emptyAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const schema = z.object({
  /** smtp://host:port (plain or STARTTLS) or smtps://user:pass@host:465; nodemailer reads options from the query. */
  SMTP_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** The From header of every mail: `address` or `Name <address>`. */
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>"')
      .default('LogiScope <no-reply@logiscope.local>'),
  ),
});

export function loadMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const c = parseConfig(schema, env);
  return c.SMTP_URL ? { kind: 'smtp', url: c.SMTP_URL, from: c.MAIL_FROM } : { kind: 'outbox', from: c.MAIL_FROM };
}
