import { Metadata, status } from '@grpc/grpc-js';
import { ConcurrencyError, DomainError, ErrorCode } from '@logiscope/kernel';
import { DOMAIN_ERROR_METADATA_KEY, fromGrpcError, toGrpcStatus } from './grpc-errors';

const serviceError = (code: status, details: string, metadata = new Metadata()) => Object.assign(new Error(`${code} ${details}`), { code, details, metadata });

describe('gRPC error mapping', () => {
  it.each([
    [ErrorCode.VALIDATION, status.INVALID_ARGUMENT],
    [ErrorCode.UNAUTHENTICATED, status.UNAUTHENTICATED],
    [ErrorCode.FORBIDDEN, status.PERMISSION_DENIED],
    [ErrorCode.NOT_FOUND, status.NOT_FOUND],
    [ErrorCode.CONFLICT, status.ALREADY_EXISTS],
    [ErrorCode.CONCURRENCY, status.ABORTED],
    [ErrorCode.UNAVAILABLE, status.UNAVAILABLE],
  ])('maps %s to status %s and back', (code, grpcCode) => {
    const issues = [{ path: 'a.b', message: 'ünïcode' }];
    const sent = toGrpcStatus(new DomainError(code, 'Nope – “quoted”', issues));
    expect(sent.code).toBe(grpcCode);
    const back = fromGrpcError(serviceError(sent.code, sent.details, sent.metadata), 'svc', 'm');
    expect(back).toBeInstanceOf(DomainError);
    expect(back).toMatchObject({ code, message: 'Nope – “quoted”', issues });
  });

  it('carries DomainError subclasses by code', () => {
    const sent = toGrpcStatus(new ConcurrencyError('user-1', 3));
    expect(sent.code).toBe(status.ABORTED);
    expect(fromGrpcError(serviceError(sent.code, sent.details, sent.metadata), 'svc', 'm')).toMatchObject({ code: ErrorCode.CONCURRENCY });
  });

  it('answers INTERNAL with a generic message and no trailer for anything else', () => {
    const sent = toGrpcStatus(new Error('password=hunter2'));
    expect(sent).toMatchObject({ code: status.INTERNAL, details: 'Internal error' });
    expect(sent.metadata.get(DOMAIN_ERROR_METADATA_KEY)).toEqual([]);
    expect(fromGrpcError(serviceError(sent.code, sent.details), 'identity', 'login')).toMatchObject({
      name: 'InternalServiceError',
      message: 'Internal error in identity.login',
      grpcCode: status.INTERNAL,
    });
  });

  it('falls back on the status code when the trailer is missing or unreadable', () => {
    expect(fromGrpcError(serviceError(status.NOT_FOUND, 'gone'), 's', 'm')).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'gone' });
    const garbled = new Metadata();
    garbled.set(DOMAIN_ERROR_METADATA_KEY, Buffer.from('{not json'));
    expect(fromGrpcError(serviceError(status.PERMISSION_DENIED, 'no', garbled), 's', 'm')).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const unknownCode = new Metadata();
    unknownCode.set(DOMAIN_ERROR_METADATA_KEY, Buffer.from(JSON.stringify({ code: 'TEAPOT', message: 'x' })));
    expect(fromGrpcError(serviceError(status.INTERNAL, 'Internal error', unknownCode), 's', 'm')).toMatchObject({ name: 'InternalServiceError' });
  });

  it.each([status.UNAVAILABLE, status.DEADLINE_EXCEEDED, status.CANCELLED])('treats status %s as the service being unavailable', (code) => {
    expect(fromGrpcError(serviceError(code, 'whatever'), 'identity', 'login')).toMatchObject({
      code: ErrorCode.UNAVAILABLE,
      message: 'Service identity is unavailable',
    });
  });

  it('wraps something that is not a gRPC error at all', () => {
    expect(fromGrpcError(new TypeError('boom'), 'identity', 'login')).toMatchObject({ name: 'InternalServiceError' });
  });
});
