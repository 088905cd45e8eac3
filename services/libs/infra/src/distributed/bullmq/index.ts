export * from './bullmq-job-queue';
