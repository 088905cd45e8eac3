export * from './grpc-server';
export * from './grpc-service-registry';
export * from './grpc-errors';
export * from './health';
export { grpcProtoRoot, PROTO_DIR_ENV } from './proto-path';
export { injectTraceContext, extractTraceContext } from './trace-metadata';
