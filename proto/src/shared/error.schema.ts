import { z } from 'zod';

/** One problem with the input: where (dotted path, '' for the whole request), the wording, and its stable code. */
export const ErrorIssueSchema = z
  .object({
    path: z.string(),
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ErrorIssue' });

/**
 * Every error the API answers: the spec's wording in `message`, a stable `code` with `params` the web can translate,
 * and for invalid input one entry per problem in `issues`.
 */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    issues: z.array(ErrorIssueSchema),
  })
  .meta({
    id: 'ErrorBody',
    examples: [
      {
        message: 'Title is required',
        code: 'TITLE_REQUIRED',
        params: {},
        issues: [{ path: 'title', message: 'Title is required', code: 'TITLE_REQUIRED' }],
      },
    ],
  });

export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Where the public API lives: its errors are problem details (RFC 9457), its callers API keys, never sessions. */
export const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * The public API's errors (/api/v1, `application/problem+json`, RFC 9457): `title` is the wording, `code` the same
 * stable code as the session API's, `issues` the invalid input's problems (when there are any).
 */
export const ProblemBodySchema = z
  .object({
    type: z.string().describe('about:blank: the status and `code` say what went wrong.'),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    issues: z.array(ErrorIssueSchema).optional(),
  })
  .meta({ id: 'Problem', examples: [{ type: 'about:blank', title: 'This API key is invalid, expired or revoked.', status: 401, code: 'API_KEY_INVALID' }] });
export type ProblemBody = z.infer<typeof ProblemBodySchema>;

/** An error body as the public API answers it. */
export function problemOf(status: number, body: ErrorBody): ProblemBody {
  return { type: 'about:blank', title: body.message, status, code: body.code, ...(body.issues.length ? { issues: body.issues } : {}) };
}

/** What each status means when an operation answers it (the OpenAPI response descriptions). */
export const ERROR_STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: the message is the spec wording of the first problem; issues lists them all',
  401: 'Not signed in (or the session ended)',
  402: 'The company has no active subscription',
  403: 'Signed in but not allowed (role, company, or a cross-site request)',
  404: 'Not found',
  408: 'The request body did not arrive in time',
  409: 'Conflicts with the current state',
  413: 'Request body is too large',
  415: 'Request body is not application/json',
  422: 'The Idempotency-Key was used for another request',
  421: 'The server does not answer for the host the request named',
  429: 'Too many requests',
  503: 'A service the answer needs is unavailable',
};
