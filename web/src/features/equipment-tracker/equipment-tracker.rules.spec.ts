import { INITIAL_FILTERS, LIVE_STATUSES, equipmentQueryOf, vinLookupOf, withFilter } from './equipment-tracker.rules';

describe('the live equipment tracker’s filters', () => {
  it('asks for every vehicle, first page, when nothing is chosen', () => {
    expect(equipmentQueryOf(INITIAL_FILTERS)).toEqual({ page: 1, pageSize: 12 });
  });

  it('sends the trimmed text and the chosen status and type, never ALL', () => {
    expect(equipmentQueryOf({ search: '  frht ', status: 'OUT_OF_SERVICE', type: 'TRAILER', page: 3 })).toEqual({
      q: 'frht',
      status: 'OUT_OF_SERVICE',
      type: 'TRAILER',
      page: 3,
      pageSize: 12,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ ...INITIAL_FILTERS, page: 4 }, { type: 'TRACTOR' })).toEqual({ search: '', status: 'ALL', type: 'TRACTOR', page: 1 });
  });

  it('offers only the statuses inspection data can tell', () => {
    expect([...LIVE_STATUSES]).toEqual(['ACTIVE', 'OUT_OF_SERVICE', 'INACTIVE']);
  });
});

describe('VIN Lookup', () => {
  it('looks up 4 to 17 letters and digits, spaces and dashes dropped, upper-cased', () => {
    expect(vinLookupOf('la-12 34')).toEqual({ vin: 'LA1234' });
    expect(vinLookupOf('3AKJHHDR7SSLA1234')).toEqual({ vin: '3AKJHHDR7SSLA1234' });
  });

  it('refuses blank, too short or too long text with the server’s rule', () => {
    for (const text of ['', ' - ', 'AB1', '1234567890ABCDEFGH']) {
      expect(vinLookupOf(text)).toEqual({ error: expect.objectContaining({ code: 'EQUIPMENT_VIN_INVALID', message: 'Please enter 4 to 17 letters or digits of the VIN' }) });
    }
  });
});
