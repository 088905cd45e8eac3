import {
  centuryOf,
  cleanText,
  dateFromFileName,
  mcNumberOf,
  normalizeDocket,
  normalizeDot,
  normalizeEmail,
  normalizePhone,
  normalizeState,
  normalizeZip,
  parseDate,
  parseDocketList,
  parseFlag,
  parseIntLoose,
  splitOosSuffix,
  vinModelYear,
} from './normalize';

describe('normalize', () => {
  describe('parseDate', () => {
    it.each([
      ['20-OCT-23', '2023-10-20'], // census MCS150_DATE
      ['01-JUN-74', '1974-06-01'], // census ADD_DATE: 74 → 1974
      ['04-apr-06', '2006-04-04'],
      ['31-DEC-1999', '1999-12-31'],
      ['09/28/2023', '2023-09-28'], // L&I
      ['9/6/2024', '2024-09-06'], // M/D/YYYY (QCMobile flattening)
      ['2024-09-07', '2024-09-07'],
      ['2024-07-23 01:47:50+00', '2024-07-23'], // Socrata / SAFER exports
      ['2019-02-14T00:00:00.000', '2019-02-14'],
      ['20240101', '2024-01-01'], // Company Census File
      ['20231020 1403', '2023-10-20'],
      ['  20-OCT-23 ', '2023-10-20'],
    ])('%s → %s', (raw, iso) => expect(parseDate(raw)).toBe(iso));

    it.each(['', 'None', '--', '00000000', '00/00/0000'])('empty-ish %j → ""', (raw) => expect(parseDate(raw)).toBe(''));
    it.each(['31-FOO-23', '02/30/2024', '2023-13-01', 'yesterday', '20231340', '12-31-2023'])('not a date %j → null', (raw) => expect(parseDate(raw)).toBeNull());

    it('picks the century of two-digit years sensibly', () => {
      expect(centuryOf(74)).toBe(1974);
      expect(centuryOf(23)).toBe(2023);
      expect(centuryOf(0)).toBe(2000);
      expect(centuryOf(99)).toBe(1999);
    });
  });

  it('normalises DOT numbers: zero padding off, 00000000 → none, junk → null', () => {
    expect(normalizeDot('00044110')).toBe('44110');
    expect(normalizeDot('03682243')).toBe('3682243');
    expect(normalizeDot('00000000')).toBe('');
    expect(normalizeDot('')).toBe('');
    expect(normalizeDot(' 44 ')).toBe('44');
    expect(normalizeDot('44110.0')).toBe('44110');
    expect(normalizeDot('3650238OOS')).toBeNull();
    expect(normalizeDot('12A')).toBeNull();
    expect(splitOosSuffix('3650238OOS')).toEqual({ value: '3650238', oos: true });
    expect(splitOosSuffix('2590153')).toEqual({ value: '2590153', oos: false });
  });

  it('normalises dockets; MC numbers only from MC dockets', () => {
    expect(normalizeDocket('MC1281287')).toBe('MC1281287');
    expect(normalizeDocket('MC-123456')).toBe('MC123456');
    expect(normalizeDocket('mc 062130')).toBe('MC62130');
    expect(normalizeDocket('FF001724')).toBe('FF1724');
    expect(normalizeDocket('MC', '146894')).toBe('MC146894');
    expect(normalizeDocket('FF', '012345')).toBe('FF12345');
    expect(normalizeDocket('WC', '1471')).toBe('');
    expect(normalizeDocket('MC', '')).toBe('');
    expect(normalizeDocket('MC', '00000')).toBe('');
    expect(normalizeDocket('1281287')).toBe('');
    expect(mcNumberOf('MC1281287')).toBe('1281287');
    expect(mcNumberOf('FF1724')).toBe('');
    expect(mcNumberOf('MX77001')).toBe('');
    // SAFER: several numbers separated by newlines.
    expect(parseDocketList('MC-114123\n MC-118661')).toEqual(['MC114123', 'MC118661']);
    expect(parseDocketList('FF-12204\n MC-118805')).toEqual(['FF12204', 'MC118805']);
    expect(parseDocketList('MC-1234567, MC-1234567')).toEqual(['MC1234567']);
    expect(parseDocketList('')).toEqual([]);
  });

  it('normalises phones to ten digits', () => {
    expect(normalizePhone('(202) 555-5555')).toBe('2025555555');
    expect(normalizePhone('202-555-5555')).toBe('2025555555');
    expect(normalizePhone('+1 202 555 5555')).toBe('2025555555');
    expect(normalizePhone('(202) 555-5555 EXT 12')).toBe('2025555555');
    expect(normalizePhone('202.555.5555 x7')).toBe('2025555555');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('(000) 000-0000')).toBe('');
    expect(normalizePhone('52 81 8123 4567')).toBe('528181234567'); // foreign: digits kept
  });

  it('lower-cases e-mails, reads flags, keeps ZIP zeros, cleans text', () => {
    expect(normalizeEmail(' CHRIS.MCKINNEY.CTR@DOT.GOV ')).toBe('chris.mckinney.ctr@dot.gov');
    expect(normalizeEmail('NONE')).toBe('');
    expect(['Y', 'y', 'TRUE', 'True', 'T', '1', 'X'].map(parseFlag)).toEqual(Array(7).fill(true));
    expect(['N', '', 'false', 'F', '0', 'NO'].map(parseFlag)).toEqual(Array(6).fill(false));
    expect(normalizeZip('07114')).toBe('07114');
    expect(normalizeZip(' 02134-1234 ')).toBe('02134-1234');
    expect(normalizeZip('H3K 1A3')).toBe('H3K 1A3');
    expect(normalizeState('nj')).toBe('NJ');
    expect(normalizeState('New Jersey')).toBe('');
    expect(cleanText('  1200 NEW JERSEY AVENUE SE\r\n   WASHINGTON,\u00a0DC ')).toBe('1200 NEW JERSEY AVENUE SE WASHINGTON, DC');
  });

  it('reads loose integers', () => {
    expect(parseIntLoose('3000')).toBe(3000);
    expect(parseIntLoose('3000.0')).toBe(3000);
    expect(parseIntLoose('15,000')).toBe(15000);
    expect(parseIntLoose('15,000 (2022)')).toBe(15000);
    expect(parseIntLoose('00750')).toBe(750);
    expect(parseIntLoose('')).toBeNull();
    expect(parseIntLoose('abc')).toBeNull();
  });

  it('reads dates from file names and model years from VINs', () => {
    expect(dateFromFileName('/data/actpendins_2025_09_03.txt')).toBe('2025-09-03');
    expect(dateFromFileName('revocation_2024_08_06.txt')).toBe('2024-08-06');
    expect(dateFromFileName('FMCSA_CENSUS1_2023Nov.txt')).toBe('2023-11-01');
    expect(dateFromFileName('census-20250915.csv')).toBe('2025-09-15');
    expect(dateFromFileName('fmcsa_on_off.csv')).toBe('');
    expect(vinModelYear('3AKJHHDR7SSLA1234', 2026)).toBe(2025);
    expect(vinModelYear('1HTMMAAL2CH123456', 2024)).toBe(2012);
    expect(vinModelYear('1M2AX07C5YM001234', 2025)).toBe(2000);
    expect(vinModelYear('SHORT', 2025)).toBeNull();
  });
});
