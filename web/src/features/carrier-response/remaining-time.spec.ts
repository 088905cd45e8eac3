import { remainingTime } from './remaining-time';

describe('remaining time of a response window', () => {
  const deadline = '2026-03-15T09:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('should give hours and minutes, rounded down', () => {
    expect(remainingTime(deadline, at('2026-03-14T09:00:00.000Z'))).toEqual({ hours: 24, minutes: 0 });
    expect(remainingTime(deadline, at('2026-03-15T05:17:30.000Z'))).toEqual({ hours: 3, minutes: 42 });
  });

  it('should give minutes only under an hour, and nothing once expired', () => {
    expect(remainingTime(deadline, at('2026-03-15T08:15:00.000Z'))).toEqual({ hours: 0, minutes: 45 });
    expect(remainingTime(deadline, at('2026-03-15T09:00:00.000Z'))).toBeNull();
    expect(remainingTime('not a date', at('2026-03-15T09:00:00.000Z'))).toBeNull();
  });
});
