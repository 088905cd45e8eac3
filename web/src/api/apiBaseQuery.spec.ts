import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createApiBaseQuery } from './apiBaseQuery';

function api(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

function fakeFetch(response: Response) {
  const calls: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    calls.push(input as Request);
    return response;
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('createApiBaseQuery', () => {
  it('should send cookies and parse a JSON answer', async () => {
    const { fetchFn, calls } = fakeFetch(new Response(JSON.stringify({ id: 'u1' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const baseQuery = createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn });
    const result = await baseQuery('/auth/user', api(), {});
    expect(result.data).toEqual({ id: 'u1' });
    expect(calls[0].url).toBe('http://localhost/api/auth/user');
    expect(calls[0].credentials).toBe('include');
  });

  it('should send a JSON body only when there is one', async () => {
    const { fetchFn, calls } = fakeFetch(new Response(null, { status: 204 }));
    const baseQuery = createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn });
    const result = await baseQuery({ url: '/auth/logout', method: 'POST' }, api(), {});
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
    expect(calls[0].headers.get('content-type')).toBeNull();

    const login = fakeFetch(new Response('{}', { status: 200 }));
    await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: login.fetchFn })(
      { url: '/auth/login', method: 'POST', body: { email: 'a@b.co', password: 'x' } },
      api(),
      {},
    );
    expect(login.calls[0].headers.get('content-type')).toBe('application/json');
    expect(await login.calls[0].text()).toBe('{"email":"a@b.co","password":"x"}');
  });

  it("should turn a non-ok answer into '<status>: <body>' with the server's message and issues", async () => {
    const body = JSON.stringify({ message: 'Invalid input', issues: [{ path: 'mcNumber', message: 'MC!' }] });
    const { fetchFn } = fakeFetch(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })('/auth/setup-company', api(), {});
    expect(result.error).toEqual({
      status: 400,
      message: `400: ${body}`,
      serverMessage: 'Invalid input',
      issues: [{ path: 'mcNumber', message: 'MC!' }],
    });
  });

  it('should use the status text when the error body is empty', async () => {
    const { fetchFn } = fakeFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })('/auth/user', api(), {});
    expect(result.error).toEqual({ status: 401, message: '401: Unauthorized', serverMessage: undefined, issues: [] });
  });

  it('should report a network failure as FETCH_ERROR', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })('/auth/user', api(), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/^FETCH_ERROR: /);
  });
});
