import { deciderSpec } from '@logiscope/kernel';
import type { LoadVetted, VettingPurged } from '@logiscope/proto';
import { vettingDecider, vettingStream, type PurgeVettingCommand, type VetLoadCommand } from './vetting.decider';
import { VETTING_REFUSALS } from './vetting.refusals';
import { vettedData } from './vetting.testing';

const spec = deciderSpec(vettingDecider, VETTING_REFUSALS);

const record = (code: string, outcome: LoadVetted['data']['outcome'] = 'PASS', overrideReason = ''): VetLoadCommand['data'] => {
  const { supersedes: _supersedes, ...data } = vettedData({ code, outcome, overrideReason });
  return data;
};
const vet = (data: VetLoadCommand['data']): VetLoadCommand => ({ type: 'VetLoad', data });
const vetted = (data: VetLoadCommand['data'], supersedes = ''): LoadVetted => ({ type: 'LoadVetted', data: { ...data, supersedes } });

describe('load vetting decider', () => {
  it('records the first vetting of a load, superseding nothing', () => {
    expect(spec.given([]).when(vet(record('LV-0000-0000-0001'))).events).toEqual([vetted(record('LV-0000-0000-0001'))]);
  });

  it('records every outcome: a Fail and a Review without a reason are evidence too', () => {
    expect(spec.given([]).when(vet(record('LV-A', 'FAIL'))).events).toEqual([vetted(record('LV-A', 'FAIL'))]);
    expect(spec.given([]).when(vet(record('LV-B', 'REVIEW'))).events).toEqual([vetted(record('LV-B', 'REVIEW'))]);
  });

  it('a new vetting of the same load supersedes the current record, which stays as it was', () => {
    const history = [vetted(record('LV-1')), vetted(record('LV-2', 'REVIEW'), 'LV-1')];
    expect(spec.given(history).when(vet(record('LV-3', 'FAIL'))).events).toEqual([vetted(record('LV-3', 'FAIL'), 'LV-2')]);
  });

  it('accepts a Review with its reason, which is part of the record', () => {
    const data = record('LV-R', 'REVIEW', 'Insurance confirmed by phone with the agent, certificate on file');
    expect(spec.given([]).when(vet(data)).events).toEqual([vetted(data)]);
  });

  it('never overrides a Fail, and says so with the dialog\'s words', () => {
    const { error, events } = spec.given([]).when(vet(record('LV-F', 'FAIL', 'We know this carrier well')));
    expect(events).toBeUndefined();
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'A Fail cannot be overridden: this carrier may not be tendered the load.' });
  });

  it('refuses a reason for a verdict that is not a Review (it moved since the broker read it)', () => {
    const { error } = spec.given([vetted(record('LV-1'))]).when(vet(record('LV-P', 'PASS', 'We know this carrier well')));
    expect(error).toMatchObject({ message: "Only a Review can be overridden: this carrier's verdict is no longer Review." });
  });

  describe('purge after the retention', () => {
    // vettedData: vetted on 2026-12-06, kept until 2034-12-06 (8 years).
    const purge = (code: string, today: string): PurgeVettingCommand => ({ type: 'PurgeVetting', data: { code, today, at: `${today}T03:00:00.000Z` } });
    const purged = (code: string, today: string): VettingPurged => ({
      type: 'VettingPurged',
      data: { code, companyId: 'c1', loadKey: 'PO-48213', retainUntil: '2034-12-06', purgedAt: `${today}T03:00:00.000Z` },
    });

    it('purges a record the day after the day it is kept until', () => {
      expect(record('LV-1').retainUntil).toBe('2034-12-06');
      expect(spec.given([vetted(record('LV-1'))]).when(purge('LV-1', '2034-12-07')).events).toEqual([purged('LV-1', '2034-12-07')]);
    });

    it('keeps it until then, through its last day', () => {
      expect(spec.given([vetted(record('LV-1'))]).when(purge('LV-1', '2034-12-06')).events).toEqual([]);
      expect(spec.given([vetted(record('LV-1'))]).when(purge('LV-1', '2027-01-01')).events).toEqual([]);
    });

    it('purges once, only a record of the load, and only that one', () => {
      const history = [vetted(record('LV-1')), vetted(record('LV-2'), 'LV-1')];
      expect(spec.given([...history, purged('LV-1', '2034-12-07')]).when(purge('LV-1', '2035-01-01')).events).toEqual([]);
      expect(spec.given(history).when(purge('LV-9', '2035-01-01')).events).toEqual([]);
      // LV-2 is still kept: purging it is its own decision.
      expect(spec.given([...history, purged('LV-1', '2034-12-07')]).when(purge('LV-2', '2035-01-01')).events).toEqual([purged('LV-2', '2035-01-01')]);
    });

    it('a later vetting of the load still names the record it supersedes', () => {
      const history = [vetted(record('LV-1')), purged('LV-1', '2034-12-07')];
      expect(spec.given(history).when(vet(record('LV-3'))).events).toEqual([vetted(record('LV-3'), 'LV-1')]);
    });
  });

  it('keys a stream by company and load', () => {
    expect(vettingStream('c1', 'PO-48213')).toBe('load-vetting:c1:PO-48213');
  });
});
