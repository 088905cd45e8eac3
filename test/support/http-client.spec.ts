import { contractViolation, declaredOperation } from './http-client';

const json = new Headers({ 'content-type': 'application/json; charset=utf-8' });
const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });
const unauthorized = JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED', params: {}, issues: [] });

describe('ApiClient contract check', () => {
  it('finds the declared operation, a literal segment before a parameter', () => {
    expect(declaredOperation('GET', '/api/carriers/search')?.id).toBe('searchCarriers');
    expect(declaredOperation('get', '/api/carriers/44110?x=1')?.id).toBe('getCarrier');
    expect(declaredOperation('POST', '/api/carriers/44110')).toBeUndefined();
  });

  it('accepts answers that match their declaration', () => {
    expect(contractViolation('GET', '/api/health', { status: 200, headers: json, text: '{"status":"ok","profile":"embedded"}' })).toBeUndefined();
    expect(contractViolation('GET', '/api/auth/user', { status: 401, headers: json, text: unauthorized })).toBeUndefined();
    expect(contractViolation('GET', '/api/docs', { status: 200, headers: html, text: '<!doctype html>' })).toBeUndefined();
    expect(contractViolation('POST', '/api/auth/logout', { status: 204, headers: new Headers(), text: '' })).toBeUndefined();
    expect(contractViolation('GET', '/api/logout', { status: 302, headers: new Headers(), text: 'Found. Redirecting to /auth' })).toBeUndefined();
    expect(contractViolation('GET', '/', { status: 200, headers: html, text: '<!doctype html>' })).toBeUndefined();
  });

  it('names the operation, the status and the zod issues of an answer its schema rejects', () => {
    const problem = contractViolation('GET', '/api/health', { status: 200, headers: json, text: '{"status":"ok"}' });
    expect(problem).toContain('operation getHealth');
    expect(problem).toContain('answered 200');
    expect(problem).toMatch(/profile: .*\[invalid_value\]|profile: .*\[invalid_type\]/);
  });

  it('refuses an undeclared status, an error body of another shape, the wrong content type and a body where none is declared', () => {
    expect(contractViolation('GET', '/api/health', { status: 500, headers: json, text: '{}' })).toMatch(/getHealth.*answered 500, which it does not declare/);
    expect(contractViolation('GET', '/api/auth/user', { status: 401, headers: json, text: '{"message":"Unauthorized"}' })).toMatch(/declared ErrorBody[\s\S]*code:/);
    expect(contractViolation('GET', '/api/health', { status: 200, headers: html, text: '<html>' })).toMatch(/as text\/html.*declared application\/json/);
    expect(contractViolation('POST', '/api/auth/logout', { status: 204, headers: json, text: '{}' })).toMatch(/declares none/);
  });

  it('holds errors of paths no served operation declares to the error body', () => {
    expect(contractViolation('GET', '/api/nowhere', { status: 404, headers: json, text: JSON.stringify({ message: 'Not found', code: 'NOT_FOUND', params: {}, issues: [] }) })).toBeUndefined();
    expect(contractViolation('GET', '/api/nowhere', { status: 404, headers: html, text: '<html>' })).toMatch(/no served operation/);
  });
});
