import { nameScorer } from './carrier-search.rank';

describe('nameScorer (bm25)', () => {
  const stats = { named: 1000, avgLegal: 2.5, avgDba: 0.5 };

  it('needs every token in one of the names, a prefix from two letters on', () => {
    const score = nameScorer(['EAGLE', 'FR'], [10, 300], stats);
    expect(score('EAGLE FREIGHT', '')).toBeGreaterThan(0);
    expect(score('GOLDEN EAGLE', 'FRONTIER')).toBeGreaterThan(0);
    expect(score('GOLDEN EAGLE', '')).toBeUndefined();
    expect(nameScorer(['J'], [5], stats)('JB HUNT', '')).toBeUndefined();
    expect(nameScorer(['J'], [5], stats)('J B HUNT', '')).toBeGreaterThan(0);
  });

  it('ranks the legal name over the DBA, short names over long ones, rare words over common ones', () => {
    const score = nameScorer(['ZEPHYR'], [20], stats);
    expect(score('ZEPHYR HAULING', '')!).toBeGreaterThan(score('OTHER NAME', 'ZEPHYR HAULING')!);
    expect(score('ZEPHYR', '')!).toBeGreaterThan(score('ZEPHYR BLUE SKY HAULING', '')!);
    const two = nameScorer(['RARE', 'COMMON'], [3, 900], stats);
    expect(two('RARE X', 'COMMON')!).toBeGreaterThan(two('COMMON X', 'RARE')!);
  });
});
