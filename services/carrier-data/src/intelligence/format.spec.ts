import { addDays, companyNameOf, dayNumber, daysBetween, formatAddress, formatDay, formatMoney, formatPhone, isIsoDay, isoDay, normaliseStreet, sameAddress, wholeMonths, wholeYears } from './format';

describe('format helpers', () => {
  it('reads the clock as a UTC day and rejects garbage', () => {
    expect(isoDay(new Date('2025-10-08T23:30:00-05:00'))).toBe('2025-10-09');
    expect(isoDay('2025-10-08')).toBe('2025-10-08');
    expect(() => isoDay('not a date')).toThrow(RangeError);
  });

  it('counts days, months and years on the calendar', () => {
    expect(daysBetween('2025-10-08', '2025-11-07')).toBe(30);
    expect(daysBetween('2025-11-07', '2025-10-08')).toBe(-30);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(wholeMonths('2025-01-31', '2025-02-28')).toBe(0);
    expect(wholeMonths('2025-01-15', '2025-10-08')).toBe(8);
    expect(wholeYears('2020-10-08', '2025-10-08')).toBe(5);
    expect(wholeYears('2020-10-09', '2025-10-08')).toBe(4);
    expect(wholeYears('2026-01-01', '2025-10-08')).toBe(0);
  });

  it('numbers days as Date.parse does, every day of four centuries and the malformed ones', () => {
    const viaParse = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const days: string[] = [];
    for (let y = 1899; y <= 2301; y += 1) for (let m = 1; m <= 12; m++) for (const d of [1, 15, 28, 29, 30, 31]) days.push(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    days.push('0000-01-01', '9999-12-31', '2025-02-30', '2025-04-31');
    for (const day of days) expect([day, dayNumber(day)]).toEqual([day, viaParse(day)]);
    for (const bad of ['', '2025-1-08', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32', '2025/01/08', '2025-01-0x', '20250108', '2025-01-08T00:00:00Z', ' 2025-01-08']) {
      expect([bad, dayNumber(bad), isIsoDay(bad)]).toEqual([bad, NaN, false]);
    }
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(daysBetween('2025-10-08', 'soon')).toBeNaN();
  });

  it('gives each clock reading its own day, also for readings that follow each other', () => {
    expect(isoDay(new Date('2025-10-08T23:59:59.999Z'))).toBe('2025-10-08');
    expect(isoDay(new Date('2025-10-09T00:00:00.000Z'))).toBe('2025-10-09');
    expect(isoDay(new Date('2025-10-08T23:59:59.999Z'))).toBe('2025-10-08');
  });

  it('writes dates, money and phones for people', () => {
    expect(formatDay('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatDay('')).toBe('');
    expect(formatMoney(750_000)).toBe('$750,000');
    expect(formatPhone('2025555555')).toBe('(202) 555-5555');
    expect(formatPhone('12025555555')).toBe('(202) 555-5555');
    expect(formatPhone('')).toBe('none');
  });

  it('normalises streets so abbreviations and punctuation do not count as changes', () => {
    expect(normaliseStreet('123 North Main Street, Suite 4')).toBe('123 N MAIN ST STE 4');
    expect(normaliseStreet('P.O. Box 510')).toBe('PO BOX 510');
    expect(normaliseStreet('Post Office Box 510')).toBe('PO BOX 510');
    const a = { street: '2830 Cleveland Avenue', city: 'Marinette', state: 'WI', zip: '54143-1234', country: 'US' };
    expect(sameAddress(a, { street: '2830 CLEVELAND AVE', city: 'MARINETTE', state: 'WI', zip: '54143', country: 'US' })).toBe(true);
    expect(sameAddress(a, { ...a, street: '2832 Cleveland Avenue' })).toBe(false);
    expect(formatAddress(a)).toBe('2830 Cleveland Avenue, Marinette, WI 54143-1234');
  });

  it('names the company by its DBA, else its legal name', () => {
    expect(companyNameOf({ legalName: 'VERIHA TRUCKING INC', dbaName: ' VERIHA LOGISTICS ' })).toBe('VERIHA LOGISTICS');
    expect(companyNameOf({ legalName: 'VERIHA TRUCKING INC', dbaName: '' })).toBe('VERIHA TRUCKING INC');
  });
});
