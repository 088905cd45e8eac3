export * from './master-key';
export * from './aes-gcm';
