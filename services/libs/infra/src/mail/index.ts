export * from './mail.config';
export * from './mail-message';
export * from './mailer.factory';
