import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID carrying the millisecond it was made', () => {
    const ms = Date.UTC(2026, 10, 21, 9, 30, 0, 123);
    const id = timeOrderedId(ms);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });

  it('sorts by time as text, and never repeats within a millisecond', () => {
    const ids = [1_000, 2_000, 1_700_000_000_000, 1_700_000_000_001].map((ms) => timeOrderedId(ms));
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 1000 }, () => timeOrderedId(5)));
    expect(same.size).toBe(1000);
  });
});
