import { SAMPLE_SCORE_RANGES, randomInt, randomSampleScores, sampleTier } from './sample-report';

function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length];
}

describe('sample report', () => {
  it('should draw whole numbers within the bounds, both included', () => {
    expect(randomInt(60, 99, () => 0)).toBe(60);
    expect(randomInt(60, 99, () => 0.999999)).toBe(99);
    expect(randomInt(10, 39, () => 0.5)).toBe(25);
  });

  it("should keep every score in the spec's range (neural 60-99, risk 10-39, behavioral 75-99, trust 80-99)", () => {
    expect(SAMPLE_SCORE_RANGES).toEqual({ neural: [60, 99], risk: [10, 39], behavioral: [75, 99], trust: [80, 99] });
    expect(randomSampleScores(() => 0)).toEqual({ neural: 60, risk: 10, behavioral: 75, trust: 80 });
    expect(randomSampleScores(() => 0.9999)).toEqual({ neural: 99, risk: 39, behavioral: 99, trust: 99 });
    for (let i = 0; i < 200; i += 1) {
      const scores = randomSampleScores();
      for (const [key, [min, max]] of Object.entries(SAMPLE_SCORE_RANGES)) {
        const value = scores[key as keyof typeof scores];
        expect(Number.isInteger(value) && value >= min && value <= max).toBe(true);
      }
    }
    expect(randomSampleScores(sequence(0.5, 0, 0.99, 0.1)).neural).toBe(80);
  });

  it('should tier 90+ Quantum Elite, 80+ Neural Verified, 70+ AI Approved, else Standard', () => {
    expect(sampleTier(99)).toBe('quantumElite');
    expect(sampleTier(90)).toBe('quantumElite');
    expect(sampleTier(89)).toBe('neuralVerified');
    expect(sampleTier(80)).toBe('neuralVerified');
    expect(sampleTier(79)).toBe('aiApproved');
    expect(sampleTier(70)).toBe('aiApproved');
    expect(sampleTier(69)).toBe('standard');
  });
});
