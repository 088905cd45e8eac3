import type { DatasetsReply, DatasetStatus } from '@logiscope/proto/views';
import { datasetsPollingInterval, IDLE_POLL_MS, RUNNING_POLL_MS, staleDatasets } from './datasets.rules';

const dataset = (kind: string, stale: boolean): DatasetStatus => ({
  kind,
  title: kind,
  family: 'motus',
  baselineId: '',
  dailyId: '',
  confirms: [],
  rows: 0,
  fileName: '',
  fileDate: '',
  completeThrough: '',
  staleAfterDays: 3,
  stale,
});
const reply = (running: boolean, datasets: DatasetStatus[] = []): DatasetsReply => ({
  today: '2026-09-03',
  datasets,
  refresh: { enabled: true, everyMinutes: 60, notBefore: '09:30', timeZone: 'America/New_York', running },
});

describe('datasets rules', () => {
  it('follows a running refresh closely and an idle one slowly', () => {
    expect(datasetsPollingInterval(reply(true))).toBe(RUNNING_POLL_MS);
    expect(datasetsPollingInterval(reply(false))).toBe(IDLE_POLL_MS);
    expect(datasetsPollingInterval(undefined)).toBe(IDLE_POLL_MS);
  });

  it('lists the stale data sets in order', () => {
    expect(staleDatasets(reply(false, [dataset('a', true), dataset('b', false), dataset('c', true)])).map((d) => d.kind)).toEqual(['a', 'c']);
    expect(staleDatasets(undefined)).toEqual([]);
  });
});
