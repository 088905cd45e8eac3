// The distributed profile's adapters, kept out of the main barrel so the embedded process never loads
// kafkajs, mongoose, ioredis, bullmq, gRPC or nodemailer (the mailer factory loads the SMTP adapter only when SMTP_URL is set).
export * from './distributed/kafka';
export * from './distributed/mongo';
export * from './distributed/redis';
export * from './distributed/smtp';
export * from './distributed/bullmq';
export * from './distributed/grpc';
export * from './profiles/distributed.profile';
export * from './profiles/service-host';
// Profile-neutral pieces a distributed process needs without the main barrel (whose embedded adapters load node:sqlite).
export { loadRateLimitConfig, type RateLimitConfig } from './rate-limit';
export { loadMailConfig } from './mail/mail.config';
export type { MailOutbox, OutboxMail } from './embedded/mail-outbox';
