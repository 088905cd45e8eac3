export * from './mail.config';
export * from './mail-message';
export * from './deferred.mailer';
export * from './mailer.factory';
export * from './secret-links';
