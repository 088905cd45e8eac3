import type { LoginRecordView } from '../security-tracking.api';
import { RecentLoginRecords } from './recent-login-records';

const record = (id: string, companyId: string) => ({ id, companyId }) as LoginRecordView;
const ours = { companyId: 'c1', allCompanies: false };

describe('recent login records (the live feed)', () => {
  it("gives a new caller only a cursor, then what was stored after it, in the caller's scope", () => {
    const recent = new RecentLoginRecords();
    recent.add(record('before', 'c1'));
    const first = recent.since(ours, '', 10);
    expect(first.records).toEqual([]);
    recent.add(record('a', 'c1'));
    recent.add(record('theirs', 'c2'));
    recent.add(record('b', 'c1'));
    const next = recent.since(ours, first.cursor, 10);
    expect(next.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(recent.since(ours, next.cursor, 10).records).toEqual([]);
    expect(recent.since({ companyId: '', allCompanies: true }, first.cursor, 10).records.map((r) => r.id)).toEqual(['a', 'theirs', 'b']);
  });

  it('pages by the limit, and restarts a cursor from another run', () => {
    const recent = new RecentLoginRecords();
    const start = recent.since(ours, '', 10).cursor;
    for (const id of ['a', 'b', 'c']) recent.add(record(id, 'c1'));
    const page = recent.since(ours, start, 2);
    expect(page.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(recent.since(ours, page.cursor, 2).records.map((r) => r.id)).toEqual(['c']);
    expect(recent.since(ours, 'other-run:0', 10)).toEqual({ records: [], cursor: expect.stringMatching(/:3$/) });
  });

  it('keeps only the newest records', () => {
    const recent = new RecentLoginRecords(2);
    const start = recent.since(ours, '', 10).cursor;
    for (const id of ['a', 'b', 'c']) recent.add(record(id, 'c1'));
    expect(recent.since(ours, start, 10).records.map((r) => r.id)).toEqual(['b', 'c']);
  });
});
