import { isSyncActive, onSyncUpdate, SYNC_POLL_MS, syncPollingInterval } from './equipment-sync.rules';

const sync = (jobId: string, state: string) => ({ jobId, state });

describe('equipment sync rules', () => {
  it('polls only while a sync is queued or running', () => {
    expect(['queued', 'running', 'completed', 'failed'].map((s) => isSyncActive(sync('j', s)))).toEqual([true, true, false, false]);
    expect(isSyncActive(null)).toBe(false);
    expect(syncPollingInterval(sync('j', 'running'))).toBe(SYNC_POLL_MS);
    expect(syncPollingInterval(sync('j', 'completed'))).toBe(0);
    expect(syncPollingInterval(undefined)).toBe(0);
  });

  it("refreshes the list and tells the user when the user's own sync ends, whatever was seen before", () => {
    expect(onSyncUpdate(sync('j1', 'running'), sync('j1', 'completed'), 'j1')).toEqual({ refresh: true, announce: true });
    // The job ended before the first poll after the POST answered "running": the previous sync is all that was seen.
    expect(onSyncUpdate(sync('j0', 'completed'), sync('j1', 'failed'), 'j1')).toEqual({ refresh: true, announce: true });
  });

  it("refreshes quietly when someone else's sync seen running ends", () => {
    expect(onSyncUpdate(sync('j1', 'running'), sync('j1', 'completed'), null)).toEqual({ refresh: true, announce: false });
    expect(onSyncUpdate(sync('j1', 'queued'), sync('j1', 'failed'), 'j0')).toEqual({ refresh: true, announce: false });
  });

  it('does nothing while it runs, or for a sync that had ended before', () => {
    expect(onSyncUpdate(null, sync('j1', 'running'), 'j1')).toEqual({ refresh: false, announce: false });
    expect(onSyncUpdate(sync('j1', 'queued'), sync('j1', 'running'), 'j1')).toEqual({ refresh: false, announce: false });
    expect(onSyncUpdate(null, sync('j1', 'completed'), null)).toEqual({ refresh: false, announce: false });
    expect(onSyncUpdate(sync('j1', 'completed'), sync('j1', 'completed'), null)).toEqual({ refresh: false, announce: false });
    expect(onSyncUpdate(sync('j1', 'running'), null, 'j1')).toEqual({ refresh: false, announce: false });
  });
});
