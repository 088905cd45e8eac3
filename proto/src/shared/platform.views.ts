import { z } from 'zod';

/** A mail kept in the outbox (no SMTP server configured): the platform operator reads what would have been sent. */
export const OutboxMailViewSchema = z
  .object({
    id: z.string(),
    messageId: z.string(),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    replyTo: z.string().optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMailView' });

/** GET /api/admin/mail-outbox: how this installation delivers mail, and the outbox's mails when it keeps them. */
export const MailOutboxReplySchema = z
  .object({
    delivery: z.enum(['outbox', 'smtp']).describe('smtp: mail goes to the configured SMTP server and the outbox stays empty'),
    mails: z.array(OutboxMailViewSchema),
  })
  .meta({
    id: 'MailOutboxReply',
    examples: [
      {
        delivery: 'outbox',
        mails: [{ id: '0193b0c4-5d6e-7f00-8a1b-2c3d4e5f6a7b', messageId: '<0193b0c4-5d6e-7f00-8a1b-2c3d4e5f6a7b@outbox.logiscope>', from: 'LogiScope <no-reply@logiscope.local>', to: 'dispatch@carrier.example', subject: 'A report was filed about your company', text: 'You have 24 hours to respond.', createdAt: '2026-11-24T15:04:05.000Z' }],
      },
    ],
  });

export type OutboxMailView = z.infer<typeof OutboxMailViewSchema>;
export type MailOutboxReply = z.infer<typeof MailOutboxReplySchema>;
