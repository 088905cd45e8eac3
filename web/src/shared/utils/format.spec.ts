import { formatDay, formatMoney, formatNumber, localeOf } from './format';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('format: dates, numbers and dollars in the interface language', () => {
  it('maps a language (or a browser tag) to its locale, English otherwise', () => {
    expect([localeOf('en'), localeOf('fr-CA'), localeOf('es'), localeOf('de'), localeOf(undefined)]).toEqual(['en-US', 'fr-FR', 'es-ES', 'en-US', 'en-US']);
  });

  it('writes numbers and dollars as each language does', () => {
    expect(['en', 'fr', 'es'].map((l) => plain(formatNumber(2487340, l)))).toEqual(['2,487,340', '2 487 340', '2.487.340']);
    expect(['en', 'fr', 'es'].map((l) => plain(formatMoney(750000, l)))).toEqual(['$750,000', '750 000 $US', '750.000 US$']);
    expect(plain(formatMoney(640.5, 'fr', true))).toBe('640,50 $US');
  });

  it('writes a calendar day as that day in each language', () => {
    expect(['en', 'fr', 'es'].map((l) => formatDay('2024-06-01', l))).toEqual(['Jun 1, 2024', '1 juin 2024', '1 jun 2024']);
    expect(formatDay('', 'fr')).toBe('');
  });
});
