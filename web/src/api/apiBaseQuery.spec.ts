import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { ops } from '@logiscope/proto/http';
import { createApiBaseQuery } from './apiBaseQuery';
import { request, type OperationRequest } from './operationRequest';
import { isPaymentRequired, onPaymentRequired } from './paywall';

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
    const result = await baseQuery(request(ops.currentUser), api(), {});
    expect(result.data).toEqual({ id: 'u1' });
    expect(calls[0].url).toBe('http://localhost/api/auth/user');
    expect(calls[0].credentials).toBe('include');
  });

  it('should send a JSON body only when there is one', async () => {
    const { fetchFn, calls } = fakeFetch(new Response(null, { status: 204 }));
    const baseQuery = createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn });
    const result = await baseQuery(request(ops.logout), api(), {});
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
    expect(calls[0].headers.get('content-type')).toBeNull();

    const login = fakeFetch(new Response('{}', { status: 200 }));
    await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: login.fetchFn })(
      request(ops.login, { body: { email: 'a@b.co', password: 'x' } }),
      api(),
      {},
    );
    expect(login.calls[0].headers.get('content-type')).toBe('application/json');
    expect(await login.calls[0].text()).toBe('{"email":"a@b.co","password":"x"}');
  });

  it("should turn a non-ok answer into '<status>: <body>' with the server's message, code, params and issues", async () => {
    const body = JSON.stringify({ message: 'MC!', code: 'BROKER_MC_REQUIRED', params: { path: 'mcNumber' }, issues: [{ path: 'mcNumber', message: 'MC!', code: 'BROKER_MC_REQUIRED' }] });
    const { fetchFn } = fakeFetch(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const setup = request(ops.setupCompany, { body: { companyType: 'BROKER', companyName: 'Acme', mcNumber: 'MC-b' } });
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })(setup, api(), {});
    expect(result.error).toEqual({
      status: 400,
      message: `400: ${body}`,
      serverMessage: 'MC!',
      code: 'BROKER_MC_REQUIRED',
      params: { path: 'mcNumber' },
      issues: [{ path: 'mcNumber', message: 'MC!', code: 'BROKER_MC_REQUIRED' }],
    });
  });

  it('should refuse, without a call, anything not built from a declared operation', async () => {
    const { fetchFn, calls } = fakeFetch(new Response('{}', { status: 200 }));
    const baseQuery = createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn });
    const lookalike = { url: '/carriers/1', method: 'GET', operationId: 'getCarrier' } as OperationRequest;
    for (const args of ['/some/undeclared' as unknown as OperationRequest, lookalike]) {
      const result = await baseQuery(args, api(), {});
      expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', message: expect.stringContaining('not a declared operation') });
    }
    expect(calls).toEqual([]);
  });

  it('should use the status text when the error body is empty', async () => {
    const { fetchFn } = fakeFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })(request(ops.currentUser), api(), {});
    expect(result.error).toEqual({ status: 401, message: '401: Unauthorized', serverMessage: undefined, issues: [] });
  });

  it('should tell the paywall listeners of a 402, and of nothing else', async () => {
    const seen: unknown[] = [];
    const stop = onPaymentRequired((error) => seen.push(error));
    try {
      const paywalled = JSON.stringify({ message: 'Pay', code: 'SUBSCRIPTION_REQUIRED', params: {}, issues: [] });
      const search = request(ops.searchCarriers, { query: { q: 'trucking' } });
      const refused = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fakeFetch(new Response(paywalled, { status: 402 })).fetchFn })(search, api(), {});
      await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fakeFetch(new Response('', { status: 401 })).fetchFn })(search, api(), {});
      expect(seen).toEqual([refused.error]);
      expect(refused.error).toMatchObject({ status: 402, code: 'SUBSCRIPTION_REQUIRED' });
      // What a card asks of its query's error to show the paywall's hint instead of 'unavailable'.
      expect(isPaymentRequired(refused.error)).toBe(true);
      expect([{ status: 401 }, { status: 'FETCH_ERROR' }, undefined, null, 'Payment Required'].map(isPaymentRequired)).toEqual([false, false, false, false, false]);
    } finally {
      stop();
    }
    await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fakeFetch(new Response('{}', { status: 402 })).fetchFn })(request(ops.currentUser), api(), {});
    expect(seen).toHaveLength(1);
  });

  it('should report a network failure as FETCH_ERROR', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await createApiBaseQuery({ baseUrl: 'http://localhost/api', fetchFn })(request(ops.currentUser), api(), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/^FETCH_ERROR: /);
  });
});
