import { Metadata, status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { DomainError, ErrorCode, isDomainError, type ValidationIssue } from '@logiscope/kernel';
import { InternalServiceError } from '../../embedded/in-process-service-registry';

/**
 * Trailer carrying the DomainError as UTF-8 JSON. A -bin key because ASCII-only text metadata would reject
 * non-ASCII messages ("José is already registered"); grpc-js base64s binary values on the wire.
 */
export const DOMAIN_ERROR_METADATA_KEY = 'x-domain-error-bin';

/** The message an INTERNAL status carries: the real error stays in the server log. */
export const INTERNAL_ERROR_DETAILS = 'Internal error';

const STATUS_OF: Record<ErrorCode, GrpcStatus> = {
  [ErrorCode.VALIDATION]: GrpcStatus.INVALID_ARGUMENT,
  [ErrorCode.UNAUTHENTICATED]: GrpcStatus.UNAUTHENTICATED,
  [ErrorCode.FORBIDDEN]: GrpcStatus.PERMISSION_DENIED,
  [ErrorCode.NOT_FOUND]: GrpcStatus.NOT_FOUND,
  [ErrorCode.CONFLICT]: GrpcStatus.ALREADY_EXISTS,
  [ErrorCode.CONCURRENCY]: GrpcStatus.ABORTED,
  [ErrorCode.UNAVAILABLE]: GrpcStatus.UNAVAILABLE,
  [ErrorCode.RATE_LIMITED]: GrpcStatus.RESOURCE_EXHAUSTED,
  [ErrorCode.PAYMENT_REQUIRED]: GrpcStatus.FAILED_PRECONDITION,
  [ErrorCode.UNPROCESSABLE]: GrpcStatus.FAILED_PRECONDITION,
};

/**
 * Fallback for statuses that arrive without our trailer (a proxy, another server implementation): STATUS_OF read
 * backwards, for the codes whose status means nothing else.
 */
const CODE_OF: Partial<Record<GrpcStatus, ErrorCode>> = Object.fromEntries(
  [ErrorCode.VALIDATION, ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.CONFLICT, ErrorCode.CONCURRENCY].map((code) => [STATUS_OF[code], code]),
);

/** What a Nest gRPC handler throws (inside an RpcException) so grpc-js answers with this status and trailers. */
export interface GrpcStatusObject {
  code: GrpcStatus;
  details: string;
  metadata: Metadata;
}

/** Server side: DomainError → its status with the error in a trailer; anything else → INTERNAL, generic. */
export function toGrpcStatus(error: unknown): GrpcStatusObject {
  const metadata = new Metadata();
  if (!isDomainError(error) || !(error.code in STATUS_OF)) {
    return { code: GrpcStatus.INTERNAL, details: INTERNAL_ERROR_DETAILS, metadata };
  }
  const payload = { code: error.code, message: error.message, issues: error.issues ?? [] };
  metadata.set(DOMAIN_ERROR_METADATA_KEY, Buffer.from(JSON.stringify(payload), 'utf8'));
  return { code: STATUS_OF[error.code], details: error.message, metadata };
}

function domainErrorFromTrailer(metadata: Metadata | undefined): DomainError | undefined {
  const raw = metadata?.get(DOMAIN_ERROR_METADATA_KEY)[0];
  if (raw === undefined) return undefined;
  try {
    const { code, message, issues } = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw) as {
      code: ErrorCode;
      message: string;
      issues?: ValidationIssue[];
    };
    if (!Object.values(ErrorCode).includes(code) || typeof message !== 'string') return undefined;
    return new DomainError(code, message, Array.isArray(issues) ? issues : []);
  } catch {
    return undefined;
  }
}

const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'number';

/**
 * Client side: rebuilds the DomainError the server threw; connection trouble, deadlines and cut calls become UNAVAILABLE (the
 * gateway answers 503, the embedded profile's equivalent of a crashed module); the rest is an InternalServiceError.
 */
export function fromGrpcError(error: unknown, service: string, method: string): Error {
  if (!isServiceError(error)) return new InternalServiceError(service, method, { cause: error });
  const rebuilt = domainErrorFromTrailer(error.metadata);
  if (rebuilt) return rebuilt;
  // CANCELLED too: our clients never cancel a call, so it means the server cut it (a shutdown past its grace period).
  if (error.code === GrpcStatus.UNAVAILABLE || error.code === GrpcStatus.DEADLINE_EXCEEDED || error.code === GrpcStatus.CANCELLED) {
    return new DomainError(ErrorCode.UNAVAILABLE, `Service ${service} is unavailable`);
  }
  const code = CODE_OF[error.code as GrpcStatus];
  if (code) return new DomainError(code, error.details || error.message);
  return new InternalServiceError(service, method, { cause: error, grpcCode: error.code });
}
