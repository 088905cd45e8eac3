import { decideRefresh } from './motus-refresh.decider';

describe('decideRefresh', () => {
  describe('a Motus data set', () => {
    it('takes the daily difference when it holds the day before', () => {
      expect(decideRefresh({ kind: 'motus', published: '2026-09-03', held: '2026-09-02', lastApplied: '2026-09-02' })).toEqual({ mode: 'daily', day: '2026-09-03' });
      // Across a month end, and a chain the CLI started (nothing applied by the refresh yet).
      expect(decideRefresh({ kind: 'motus', published: '2026-10-01', held: '2026-09-30' })).toEqual({ mode: 'daily', day: '2026-10-01' });
    });

    it('takes the whole data set again after a missed day, or when it never held it', () => {
      expect(decideRefresh({ kind: 'motus', published: '2026-09-04', held: '2026-09-02', lastApplied: '2026-09-02' })).toEqual({ mode: 'baseline', reason: 'missed-day' });
      expect(decideRefresh({ kind: 'motus', published: '2026-09-04', held: undefined, lastApplied: '' })).toEqual({ mode: 'baseline', reason: 'never-held' });
      // A daily applied once without its chain proves nothing complete: held stays empty, the baseline is due.
      expect(decideRefresh({ kind: 'motus', published: '2026-09-04', held: '', lastApplied: '2026-09-03' })).toEqual({ mode: 'baseline', reason: 'never-held' });
    });

    it('does nothing for a day already applied (the portal republished it) or already held', () => {
      expect(decideRefresh({ kind: 'motus', published: '2026-09-03', held: '2026-09-03', lastApplied: '2026-09-03' })).toEqual({ mode: 'none', reason: 'already-applied' });
      expect(decideRefresh({ kind: 'motus', published: '2026-09-03', held: '2026-09-03', lastApplied: '' })).toEqual({ mode: 'none', reason: 'up-to-date' });
      // A portal behind what is held (a baseline imported by hand that is newer).
      expect(decideRefresh({ kind: 'motus', published: '2026-09-01', held: '2026-09-03' })).toEqual({ mode: 'none', reason: 'up-to-date' });
    });
  });

  describe('the census', () => {
    it('pulls the changes since the day held, however many days passed', () => {
      expect(decideRefresh({ kind: 'census', published: '2026-09-03', held: '2026-09-02' })).toEqual({ mode: 'changes', since: '2026-09-02', day: '2026-09-03' });
      expect(decideRefresh({ kind: 'census', published: '2026-09-03', held: '2026-08-01', lastApplied: '2026-08-01' })).toEqual({ mode: 'changes', since: '2026-08-01', day: '2026-09-03' });
    });

    it('never pulls the whole 4.4 million rows: without a census imported it waits for one', () => {
      expect(decideRefresh({ kind: 'census', published: '2026-09-03' })).toEqual({ mode: 'none', reason: 'no-census' });
    });

    it('does nothing for a day already held', () => {
      expect(decideRefresh({ kind: 'census', published: '2026-09-03', held: '2026-09-03' })).toEqual({ mode: 'none', reason: 'up-to-date' });
    });
  });
});
