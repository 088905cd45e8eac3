export * from './smtp-mailer';
