import { DATASETS_REPLY_EXAMPLE, type DatasetsReply, type DatasetStatus } from '@logiscope/proto/views';
import { datasetsPollingInterval, IDLE_POLL_MS, RUNNING_POLL_MS, staleDatasets } from './datasets.rules';

/** The documented example's data set and reply, with what these rules read. */
const dataset = (kind: string, stale: boolean): DatasetStatus => ({ ...DATASETS_REPLY_EXAMPLE.datasets[0], kind, title: kind, stale });
const reply = (running: boolean, datasets: DatasetStatus[] = []): DatasetsReply => ({ ...DATASETS_REPLY_EXAMPLE, datasets, refresh: { ...DATASETS_REPLY_EXAMPLE.refresh, running } });

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
