import { operation, ops } from '@logiscope/proto/http';
import { PlannedOperationError, isOperationRequest, isServed, operationPath, request } from './operationRequest';

/** An operation declared ahead of the issue that serves it (every operation of this build is served). */
const plannedOp = operation({
  id: 'plannedExample', method: 'POST', path: '/api/planned-example', access: 'admin', tag: 'Example', status: 'planned',
  summary: 'Declared, not served', success: { status: 204, description: 'Done' },
});

describe('request', () => {
  it('should take the method and path from the declared operation, path parameters encoded', () => {
    expect(request(ops.getCarrier, { params: { id: '53467' } })).toEqual({ url: '/carriers/53467', method: 'GET', operationId: 'getCarrier' });
    expect(request(ops.searchByEmail, { params: { email: 'a/b?c@d.co' }, query: { page: 2, pageSize: 12 } })).toEqual({
      url: '/carriers/search/email/a%2Fb%3Fc%40d.co',
      method: 'GET',
      operationId: 'searchByEmail',
      params: { page: 2, pageSize: 12 },
    });
    expect(request(ops.setCarrierMonitored, { params: { id: '1' }, body: { monitored: true } })).toMatchObject({ url: '/carriers/1/monitor', method: 'POST', body: { monitored: true } });
    expect(request(ops.logout)).toEqual({ url: '/auth/logout', method: 'POST', operationId: 'logout' });
  });

  it('should mark what it built, and nothing else, as a declared request', () => {
    expect(isOperationRequest(request(ops.listSavedCarriers))).toBe(true);
    expect(isOperationRequest({ url: '/saved-carriers', method: 'GET', operationId: 'listSavedCarriers' })).toBe(false);
    expect(isOperationRequest('/saved-carriers')).toBe(false);
  });

  it('should refuse a planned operation', () => {
    expect(isServed(plannedOp)).toBe(false);
    expect(() => request(plannedOp)).toThrow(PlannedOperationError);
    expect(() => request(plannedOp)).toThrow('plannedExample is planned');
  });

  it('should refuse a missing path parameter', () => {
    // @ts-expect-error getCarrier declares path parameters: the type asks for them.
    expect(() => request(ops.getCarrier)).toThrow('getCarrier: the path parameter id is missing');
    expect(() => operationPath(ops.getCarrier, {})).toThrow('getCarrier: the path parameter id is missing');
    expect(() => operationPath(ops.getCarrier, { id: '' })).toThrow('missing');
  });

  it('should call operations served only when every one of them is', () => {
    expect(isServed(ops.getCarrier, ops.listEquipment)).toBe(true);
    expect(isServed(ops.getCarrier, plannedOp)).toBe(false);
    expect(isServed({ status: 'served' })).toBe(true);
  });
});
