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
// Profile-neutral configuration the distributed gateway needs without loading the embedded barrel (node:sqlite).
export { loadRateLimitConfig } from './rate-limit/rate-limit.config';
