import { ops } from '@logiscope/proto/http';
import { PlannedOperationError, isOperationRequest, isServed, operationPath, request } from './operationRequest';

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
    expect(isServed(ops.startTrial)).toBe(false);
    expect(() => request(ops.startTrial)).toThrow(PlannedOperationError);
    expect(() => request(ops.getSubscriptionStatus)).toThrow('getSubscriptionStatus is planned');
  });

  it('should refuse a missing path parameter', () => {
    // @ts-expect-error getCarrier declares path parameters: the type asks for them.
    expect(() => request(ops.getCarrier)).toThrow('getCarrier: the path parameter id is missing');
    expect(() => operationPath(ops.getCarrier, {})).toThrow('getCarrier: the path parameter id is missing');
    expect(() => operationPath(ops.getCarrier, { id: '' })).toThrow('missing');
  });

  it('should call operations served only when every one of them is', () => {
    expect(isServed(ops.getCarrier, ops.listEquipment)).toBe(true);
    expect(isServed(ops.getCarrier, ops.getSubscriptionStatus)).toBe(false);
    expect(isServed({ status: 'served' })).toBe(true);
  });
});
