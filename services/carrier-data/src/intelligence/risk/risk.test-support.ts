/** For the risk specs (test-only): a factor by code, and a clean record to vary one fact at a time. */
import type { RiskFactor } from '../../carrier-data.api';
import type { CarrierRecord } from '../../carrier/carrier.model';
import { goodCarrier } from '../test-fixtures';
import type { RiskAssessment } from './risk.types';

export const sum = (factors: RiskFactor[]) => factors.reduce((n, f) => n + f.impact, 0);
export const factorOf = (r: RiskAssessment, code: string) => r.factors.find((f) => f.code === code);
export const impactOf = (r: RiskAssessment, code: string) => factorOf(r, code)?.impact ?? 0;

/** Clean established carrier with some history (no rating, no crashes, registered 2021). */
export const plain = (overrides: Parameters<typeof goodCarrier>[0] = {}) =>
  goodCarrier({ safetyRating: '', addDate: '2021-01-15', crashes: 0, fatalCrashes: 0, injuryCrashes: 0, towCrashes: 0, ...overrides });

/** The census classification of an interstate for-hire carrier: it needs operating authority. */
export const forHire = (): Pick<CarrierRecord, 'carrierOperation' | 'classifications'> => ({ carrierOperation: 'A', classifications: ['AUTHORIZED_FOR_HIRE'] });
