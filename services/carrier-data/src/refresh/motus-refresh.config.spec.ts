import { resolve } from 'node:path';
import { loadMotusRefreshConfig } from './motus-refresh.config';

describe('loadMotusRefreshConfig', () => {
  it('is off by default, hourly from 09:30 New York time, under DATA_DIR, with the catalogue ids in the order applied', () => {
    const c = loadMotusRefreshConfig({});
    expect(c).toMatchObject({
      enabled: false,
      baseUrl: 'https://data.transportation.gov',
      everyMinutes: 60,
      notBefore: '09:30',
      timeZone: 'America/New_York',
      dir: resolve('./data/refresh'),
      timeoutMs: 60_000,
      pageRows: 50_000,
      staleAfterDays: 3,
      crashBeforeImport: false,
    });
    expect(c).not.toHaveProperty('appToken');
    expect(c.datasets.map((d) => [d.kind, d.baselineId, d.dailyId])).toEqual([
      ['motus-carrier', 'inys-ebih', 'nakq-58th'],
      ['motus-authhist', 'yu5v-wbh6', 'dm5j-zc6c'],
      ['motus-revokesuspend', 'wb4f-neki', 'e67p-xyd5'],
      ['motus-insur', 'c5y8-a4uz', 'x96h-evps'],
      ['motus-inshist', '3uet-3z4i', 'xe5s-wca7'],
      ['motus-boc3', '6snj-ed7q', 'mhr5-hjyc'],
      ['census-147', 'az4n-8mr2', ''],
    ]);
  });

  it('reads every setting, and other portal ids per data set', () => {
    const c = loadMotusRefreshConfig({
      MOTUS_REFRESH: 'on',
      FMCSA_DATA_URL: 'http://127.0.0.1:9000',
      FMCSA_APP_TOKEN: ' tok ',
      MOTUS_REFRESH_EVERY_MINUTES: '15',
      MOTUS_REFRESH_NOT_BEFORE: '10:05',
      DATA_DIR: '/srv/logiscope',
      MOTUS_REFRESH_TIMEOUT_MS: '5000',
      MOTUS_REFRESH_PAGE_ROWS: '1000',
      MOTUS_REFRESH_DATASETS: 'motus-insur=abcd-1234:efgh-5678, census-147=wxyz-0001',
      DATASET_STALE_AFTER_DAYS: '5',
    });
    expect(c).toMatchObject({ enabled: true, baseUrl: 'http://127.0.0.1:9000', appToken: 'tok', everyMinutes: 15, notBefore: '10:05', dir: '/srv/logiscope/refresh', timeoutMs: 5000, pageRows: 1000, staleAfterDays: 5 });
    expect(c.datasets.find((d) => d.kind === 'motus-insur')).toMatchObject({ baselineId: 'abcd-1234', dailyId: 'efgh-5678' });
    expect(c.datasets.find((d) => d.kind === 'census-147')).toMatchObject({ baselineId: 'wxyz-0001', dailyId: '' });
    expect(loadMotusRefreshConfig({ MOTUS_REFRESH_DIR: '/tmp/pulls', DATA_DIR: '/srv' }).dir).toBe('/tmp/pulls');
  });

  it('stops with every bad key listed', () => {
    let message = '';
    try {
      loadMotusRefreshConfig({
        MOTUS_REFRESH: 'maybe',
        MOTUS_REFRESH_EVERY_MINUTES: '0',
        MOTUS_REFRESH_NOT_BEFORE: '9:30',
        MOTUS_REFRESH_PAGE_ROWS: '60000',
        MOTUS_REFRESH_DATASETS: 'motus-nope=abcd-1234,motus-carrier=INYS',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const key of ['MOTUS_REFRESH:', 'MOTUS_REFRESH_EVERY_MINUTES', 'MOTUS_REFRESH_NOT_BEFORE', 'MOTUS_REFRESH_PAGE_ROWS', 'MOTUS_REFRESH_DATASETS: "motus-nope=abcd-1234"', 'portal ids look like inys-ebih']) {
      expect(message).toContain(key);
    }
  });
});
