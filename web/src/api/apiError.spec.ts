import {
  errorMessageOr,
  formatErrorMessage,
  httpApiError,
  isApiError,
  isNetworkError,
  isUnauthorized,
  parseErrorBody,
  serverMessageOr,
  transportApiError,
} from './apiError';

describe('formatErrorMessage', () => {
  it('should be the status, a colon and a space, then the body text', () => {
    expect(formatErrorMessage(400, '{"message":"Bad"}', 'Bad Request')).toBe('400: {"message":"Bad"}');
  });

  it('should fall back to the status text when the body is empty', () => {
    expect(formatErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
    expect(formatErrorMessage(502, '   ', 'Bad Gateway')).toBe('502: Bad Gateway');
    expect(formatErrorMessage(500, undefined, undefined)).toBe('500: ');
  });
});

describe('parseErrorBody', () => {
  it('should read the message and issues of a JSON error body', () => {
    const body = JSON.stringify({ message: 'Invalid input', issues: [{ path: 'email', message: 'Invalid email' }] });
    expect(parseErrorBody(body)).toEqual({ serverMessage: 'Invalid input', issues: [{ path: 'email', message: 'Invalid email' }] });
  });

  it('should read the code, params and issue codes of the API error body', () => {
    const body = JSON.stringify({
      message: 'Title too long',
      code: 'TITLE_TOO_LONG',
      params: { maximum: 200, origin: 'string', nested: { no: 1 } },
      issues: [{ path: 'title', message: 'Title too long', code: 'TITLE_TOO_LONG' }, { path: 'tags', message: 'At most 20 tags', code: '' }],
    });
    expect(parseErrorBody(body)).toEqual({
      serverMessage: 'Title too long',
      code: 'TITLE_TOO_LONG',
      params: { maximum: 200, origin: 'string' },
      issues: [
        { path: 'title', message: 'Title too long', code: 'TITLE_TOO_LONG' },
        { path: 'tags', message: 'At most 20 tags' },
      ],
    });
  });

  it('should join array paths (zod style) with dots', () => {
    const body = JSON.stringify({ message: 'x', issues: [{ path: ['company', 'mcNumber'], message: 'MC' }] });
    expect(parseErrorBody(body).issues).toEqual([{ path: 'company.mcNumber', message: 'MC' }]);
  });

  it('should give no server message for text, HTML or malformed bodies', () => {
    expect(parseErrorBody('<html>Bad Gateway</html>')).toEqual({ issues: [] });
    expect(parseErrorBody('')).toEqual({ issues: [] });
    expect(parseErrorBody('null')).toEqual({ issues: [] });
    expect(parseErrorBody(JSON.stringify({ message: '', issues: 'nope' }))).toEqual({ serverMessage: undefined, issues: [] });
  });
});

describe('httpApiError', () => {
  it('should keep the spec message and the parsed server message', () => {
    const error = httpApiError(401, '{"message":"Invalid email or password"}', 'Unauthorized');
    expect(error).toEqual({
      status: 401,
      message: '401: {"message":"Invalid email or password"}',
      serverMessage: 'Invalid email or password',
      issues: [],
    });
    expect(isApiError(error)).toBe(true);
    expect(isUnauthorized(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });
});

describe('serverMessageOr / errorMessageOr', () => {
  it('should prefer the server message and fall back otherwise', () => {
    expect(serverMessageOr(httpApiError(409, '{"message":"Email already registered"}', 'Conflict'), 'Failed to create account')).toBe(
      'Email already registered',
    );
    expect(serverMessageOr(httpApiError(500, '', 'Internal Server Error'), 'Failed to create account')).toBe('Failed to create account');
    expect(serverMessageOr(transportApiError('FETCH_ERROR', 'TypeError: Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessageOr(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('should give the error message when there is no server message', () => {
    expect(errorMessageOr(httpApiError(500, '', 'Internal Server Error'), 'fallback')).toBe('500: Internal Server Error');
    expect(errorMessageOr(new Error('boom'), 'fallback')).toBe('boom');
    expect(errorMessageOr(undefined, 'fallback')).toBe('fallback');
  });

  it('should treat transport failures as network errors', () => {
    expect(isNetworkError(transportApiError('FETCH_ERROR', 'offline'))).toBe(true);
    expect(isNetworkError(transportApiError('TIMEOUT_ERROR', 'slow'))).toBe(true);
  });
});
