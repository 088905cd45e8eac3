/** Canned Data sets replies for the transport spec: every optional part present once and absent once, nulls and zeros. */
import type { DatasetRefreshState, DatasetsReply } from '@logiscope/proto/views';

export const refreshIdle: DatasetRefreshState = { enabled: false, everyMinutes: 60, notBefore: '09:30', timeZone: 'America/New_York', running: false };

export const refreshRunning: DatasetRefreshState = {
  enabled: true,
  everyMinutes: 15,
  notBefore: '00:00',
  timeZone: 'America/New_York',
  running: true,
  lastRun: {
    runId: 'ref_20260903_a1b2c3d4',
    trigger: 'manual',
    status: 'failed',
    startedAt: '2026-09-03T13:40:00.000Z',
    finishedAt: '2026-09-03T13:41:07.000Z',
    datasets: [
      { kind: 'motus-carrier', mode: 'daily', publishedDay: '2026-09-03', rows: 412, rowErrors: 0, importRunId: 'imp_20260903_4be1c2d7', note: 'the daily difference of 2026-09-03 on top of 2026-09-02', error: '' },
      { kind: 'motus-insur', mode: 'none', publishedDay: '', rows: 0, rowErrors: 0, importRunId: '', note: '', error: 'data set x96h-evps: the portal answered HTTP 500 (4 attempts)' },
    ],
  },
};

export const datasetsReply: DatasetsReply = {
  today: '2026-09-03',
  datasets: [
    {
      kind: 'motus-carrier',
      title: 'Motus Carrier',
      family: 'motus',
      baselineId: 'inys-ebih',
      dailyId: 'nakq-58th',
      confirms: ['authority'],
      rows: 412,
      fileName: 'motus-carrier-nakq-58th-2026-09-03.json',
      fileDate: '2026-09-03',
      completeThrough: '2026-09-03',
      staleAfterDays: 3,
      stale: false,
      lastImport: { runId: 'imp_20260903_4be1c2d7', status: 'completed', at: '2026-09-03T13:41:07.000Z', error: '' },
      lastRefresh: { ...refreshRunning.lastRun!.datasets[0], at: '2026-09-03T13:40:00.000Z' },
    },
    {
      kind: 'li-insur',
      title: 'L&I Insur (legacy)',
      family: 'legacy',
      baselineId: 'qh9u-swkp',
      dailyId: '',
      confirms: [],
      rows: 0,
      fileName: '',
      fileDate: '',
      completeThrough: '',
      staleAfterDays: null,
      stale: false,
    },
  ],
  refresh: refreshRunning,
};
