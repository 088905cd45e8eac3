/**
 * The sample intelligence report of /carrier/demo: randomly generated scores (neural 60-99, risk 10-39,
 * behavioral 75-99, trust 80-99, progress bars out of 100) and a tier from the neural score: 90+ Quantum
 * Elite, 80+ Neural Verified, 70+ AI Approved, else Standard. Only this sample shows random values.
 */

export type Random = () => number;

export const SAMPLE_SCORE_RANGES = {
  neural: [60, 99],
  risk: [10, 39],
  behavioral: [75, 99],
  trust: [80, 99],
} as const;

export type SampleScoreKey = keyof typeof SAMPLE_SCORE_RANGES;
export type SampleScores = Record<SampleScoreKey, number>;

export const SAMPLE_PROGRESS_MAX = 100;

/** A whole number from min to max, both included. */
export function randomInt(min: number, max: number, random: Random = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function randomSampleScores(random: Random = Math.random): SampleScores {
  const scores = {} as SampleScores;
  for (const key of Object.keys(SAMPLE_SCORE_RANGES) as SampleScoreKey[]) {
    const [min, max] = SAMPLE_SCORE_RANGES[key];
    scores[key] = randomInt(min, max, random);
  }
  return scores;
}

export type SampleTier = 'quantumElite' | 'neuralVerified' | 'aiApproved' | 'standard';

export function sampleTier(score: number): SampleTier {
  if (score >= 90) return 'quantumElite';
  if (score >= 80) return 'neuralVerified';
  if (score >= 70) return 'aiApproved';
  return 'standard';
}
