import { deciderSpec } from '@logiscope/kernel';
import type { VettingRetentionSet } from '@logiscope/proto';
import { vettingRetentionDecider, vettingRetentionStream, type SetVettingRetention } from './vetting-retention.decider';

const spec = deciderSpec(vettingRetentionDecider);
const data = (years: number, at = '2026-12-06T17:00:00.000Z'): VettingRetentionSet['data'] => ({ companyId: 'c1', years, setBy: 'admin@acme.example', at });
const set = (years: number, at?: string): SetVettingRetention => ({ type: 'SetVettingRetention', data: data(years, at) });
const wasSet = (years: number, at?: string): VettingRetentionSet => ({ type: 'VettingRetentionSet', data: data(years, at) });

describe('vetting retention decider', () => {
  it("records a company's first setting, even the default's value (the company then chose it)", () => {
    expect(spec.given([]).when(set(8)).events).toEqual([wasSet(8)]);
  });

  it('records a change, and nothing when the years are already these', () => {
    expect(spec.given([wasSet(8)]).when(set(10, '2026-12-07T00:00:00.000Z')).events).toEqual([wasSet(10, '2026-12-07T00:00:00.000Z')]);
    expect(spec.given([wasSet(8), wasSet(10)]).when(set(10)).events).toEqual([]);
  });

  it('keys a stream by company', () => {
    expect(vettingRetentionStream('c1')).toBe('vetting-retention:c1');
  });
});
