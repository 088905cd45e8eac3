export * from './tracing.context';
export * from './tracing.sdk';
