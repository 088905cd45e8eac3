/** Canned Data sets replies for the transport spec: every optional part present once and absent once, nulls and zeros. */
import { DATASETS_REPLY_EXAMPLE, type DatasetRefreshState, type DatasetsReply } from '@logiscope/proto/views';

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
  // The documented example's first data set (the Motus one, refreshed by refreshRunning's run).
  datasets: [
    DATASETS_REPLY_EXAMPLE.datasets[0],
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
