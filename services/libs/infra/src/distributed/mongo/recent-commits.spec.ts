import { RecentCommits, type RecentCommit } from './recent-commits';

const commit = (position: number, events = 1): RecentCommit => ({
  streamId: `s-${position}`,
  firstVersion: 1,
  position,
  events: Array.from({ length: events }, (_, i) => ({ eventId: `e-${position}-${i}`, type: 'T', schemaVersion: 1, occurredAt: '2026-12-07T00:00:00.000Z', data: { n: i }, metadata: {} })),
});

describe('RecentCommits', () => {
  it('answers a range only when every commit of it is remembered', () => {
    const recent = new RecentCommits();
    for (const p of [3, 4, 6]) recent.remember(commit(p));
    expect(recent.range(2, 4)?.map((c) => c.position)).toEqual([3, 4]);
    expect(recent.range(4, 4)).toEqual([]);
    // 5 is missing, and 1 or 2: the database has to answer.
    expect(recent.range(3, 6)).toBeUndefined();
    expect(recent.range(0, 3)).toBeUndefined();
  });

  it('forgets the oldest remembered first, past its bound in events', () => {
    const recent = new RecentCommits(5);
    recent.remember(commit(1, 2));
    recent.remember(commit(2, 2));
    recent.remember(commit(3, 2));
    expect(recent.range(0, 1)).toBeUndefined();
    expect(recent.range(1, 3)?.map((c) => c.position)).toEqual([2, 3]);
    // A single commit larger than the bound is still kept, alone.
    recent.remember(commit(4, 9));
    expect(recent.range(3, 4)?.map((c) => c.position)).toEqual([4]);
    expect(recent.range(2, 4)).toBeUndefined();
  });

  it('hands out copies: a reader that changes an event does not change what the next reads', () => {
    const recent = new RecentCommits();
    const original = commit(1);
    recent.remember(original);
    (original.events[0].data as { n: number }).n = 99;
    const first = recent.range(0, 1)!;
    (first[0].events[0].data as { n: number }).n = 42;
    expect(recent.range(0, 1)![0].events[0].data).toEqual({ n: 0 });
  });
});
