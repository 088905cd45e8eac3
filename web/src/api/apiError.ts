/**
 * Errors of the LogiScope API as the web app sees them.
 *
 * The spec: any non-ok answer becomes an error whose message is the status code, a colon and a space,
 * then the response body text (or the status text when the body is empty). The server answers errors as
 * JSON `{ message, code, params, issues: [{ path, message, code }] }` (ErrorBody in @logiscope/proto/http): the
 * stable `code` (a MESSAGES key such as TITLE_REQUIRED, or a rule such as TOO_BIG with `params`) lets screens show
 * the message translated (`errors:<code>`, see shared/errors/errorText.ts), the English `message` is the fallback,
 * and issues go next to the matching form fields.
 */

export type ErrorParams = Record<string, string | number | boolean>;

export interface ApiIssue {
  path: string;
  message: string;
  /** The stable code of the issue's rule; absent from older or foreign answers. */
  code?: string;
}

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  /** '<status>: <body text or status text>' */
  message: string;
  /** `message` of a JSON error body, when the server sent one. */
  serverMessage?: string;
  /** `code` of a JSON error body: what `serverMessage` says, as a stable key. */
  code?: string;
  /** `params` of a JSON error body (e.g. `{ maximum: 200 }` for TOO_BIG). */
  params?: ErrorParams;
  issues: ApiIssue[];
}

export function formatErrorMessage(status: ApiErrorStatus, bodyText: string | undefined, statusText: string | undefined): string {
  const text = bodyText && bodyText.trim() !== '' ? bodyText : (statusText ?? '');
  return `${status}: ${text}`;
}

function issuePath(path: unknown): string {
  if (Array.isArray(path)) return path.map(String).join('.');
  return typeof path === 'string' || typeof path === 'number' ? String(path) : '';
}

const nonBlank = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function paramsOf(value: unknown): ErrorParams | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Reads `{ message, code, params, issues }` from an error body; anything else yields no server message. */
export function parseErrorBody(bodyText: string | undefined): Pick<ApiError, 'serverMessage' | 'code' | 'params' | 'issues'> {
  if (!bodyText) return { issues: [] };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { issues: [] };
  }
  if (!body || typeof body !== 'object') return { issues: [] };
  const { message, code, params, issues } = body as { message?: unknown; code?: unknown; params?: unknown; issues?: unknown };
  const parsedIssues: ApiIssue[] = Array.isArray(issues)
    ? issues
        .filter((issue): issue is { path?: unknown; message?: unknown; code?: unknown } => !!issue && typeof issue === 'object')
        .map((issue) => {
          const issueCode = nonBlank(issue.code);
          return { path: issuePath(issue.path), message: typeof issue.message === 'string' ? issue.message : '', ...(issueCode ? { code: issueCode } : {}) };
        })
        .filter((issue) => issue.message !== '')
    : [];
  const parsedCode = nonBlank(code);
  const parsedParams = paramsOf(params);
  return {
    serverMessage: nonBlank(message),
    ...(parsedCode ? { code: parsedCode } : {}),
    ...(parsedParams ? { params: parsedParams } : {}),
    issues: parsedIssues,
  };
}

export function httpApiError(status: number, bodyText: string | undefined, statusText: string | undefined): ApiError {
  return { status, message: formatErrorMessage(status, bodyText, statusText), ...parseErrorBody(bodyText) };
}

export function transportApiError(status: Exclude<ApiErrorStatus, number>, detail: string): ApiError {
  return { status, message: `${status}: ${detail}`, issues: [] };
}

export function isApiError(error: unknown): error is ApiError {
  return (
    !!error &&
    typeof error === 'object' &&
    'status' in error &&
    'message' in error &&
    typeof (error as ApiError).message === 'string' &&
    Array.isArray((error as ApiError).issues)
  );
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** True when the request never got an HTTP answer (server down, offline). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** The text to show a user: the server's message when there is one, else the screen's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** The spec's error message ('<status>: <text>') of any thrown value, for "error message or fallback" cases. */
export function errorMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
