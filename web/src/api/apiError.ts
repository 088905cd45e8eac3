/**
 * Errors of the LogiScope API as the web app sees them.
 *
 * The spec: any non-ok answer becomes an error whose message is the status code, a colon and a space,
 * then the response body text (or the status text when the body is empty). The server answers errors as
 * JSON `{ message, issues: [{ path, message }] }`; both parts are kept so screens can show the server's
 * own wording and put issues next to the matching form fields.
 */

export interface ApiIssue {
  path: string;
  message: string;
}

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  /** '<status>: <body text or status text>' */
  message: string;
  /** `message` of a JSON error body, when the server sent one. */
  serverMessage?: string;
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

/** Reads `{ message, issues }` from an error body; anything else yields no server message. */
export function parseErrorBody(bodyText: string | undefined): Pick<ApiError, 'serverMessage' | 'issues'> {
  if (!bodyText) return { issues: [] };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { issues: [] };
  }
  if (!body || typeof body !== 'object') return { issues: [] };
  const { message, issues } = body as { message?: unknown; issues?: unknown };
  const parsedIssues: ApiIssue[] = Array.isArray(issues)
    ? issues
        .filter((issue): issue is { path?: unknown; message?: unknown } => !!issue && typeof issue === 'object')
        .map((issue) => ({ path: issuePath(issue.path), message: typeof issue.message === 'string' ? issue.message : '' }))
        .filter((issue) => issue.message !== '')
    : [];
  return {
    serverMessage: typeof message === 'string' && message.trim() !== '' ? message : undefined,
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
