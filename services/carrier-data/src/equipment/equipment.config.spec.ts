import { loadEquipmentConfig } from './equipment.config';

describe('loadEquipmentConfig', () => {
  it('defaults to the imported inspection files, waiting 3 s for a sync', () => {
    expect(loadEquipmentConfig({})).toEqual({ source: { kind: 'store' }, syncWaitMs: 3000 });
  });

  it("reads FMCSA's open-data API settings, the token only when given", () => {
    expect(loadEquipmentConfig({ EQUIPMENT_SOURCE: 'fmcsa' })).toEqual({
      source: { kind: 'fmcsa', baseUrl: 'https://data.transportation.gov', dataset: 'rbkj-cgst', timeoutMs: 15000, maxRows: 5000 },
      syncWaitMs: 3000,
    });
    expect(
      loadEquipmentConfig({
        EQUIPMENT_SOURCE: 'fmcsa',
        FMCSA_DATA_URL: 'http://127.0.0.1:8080/socrata',
        FMCSA_INSPECTION_DATASET: 'abcd-1234',
        FMCSA_APP_TOKEN: ' token-1 ',
        FMCSA_TIMEOUT_MS: '2500',
        FMCSA_MAX_ROWS: '200',
        EQUIPMENT_SYNC_WAIT_MS: '0',
      }),
    ).toEqual({
      source: { kind: 'fmcsa', baseUrl: 'http://127.0.0.1:8080/socrata', dataset: 'abcd-1234', appToken: 'token-1', timeoutMs: 2500, maxRows: 200 },
      syncWaitMs: 0,
    });
  });

  it('stops with every bad key listed', () => {
    const bad = () =>
      loadEquipmentConfig({
        EQUIPMENT_SOURCE: 'socrata',
        FMCSA_DATA_URL: 'ftp://example.com',
        FMCSA_INSPECTION_DATASET: 'Inspections',
        FMCSA_TIMEOUT_MS: 'soon',
        FMCSA_MAX_ROWS: '0',
        EQUIPMENT_SYNC_WAIT_MS: '10000',
      });
    expect(bad).toThrow(/^Invalid configuration:/);
    const message = (() => {
      try {
        bad();
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    for (const key of ['EQUIPMENT_SOURCE', 'FMCSA_DATA_URL', 'FMCSA_INSPECTION_DATASET', 'FMCSA_TIMEOUT_MS', 'FMCSA_MAX_ROWS', 'EQUIPMENT_SYNC_WAIT_MS']) {
      expect(message).toContain(`  ${key}:`);
    }
    expect(message).toContain('FMCSA_DATA_URL: must be an http(s) URL');
    expect(message).toContain('FMCSA_INSPECTION_DATASET: must be a Socrata dataset id such as rbkj-cgst');
  });
});
