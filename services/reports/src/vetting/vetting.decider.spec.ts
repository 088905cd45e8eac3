import { deciderSpec } from '@logiscope/kernel';
import type { LoadVetted } from '@logiscope/proto';
import { vettingDecider, vettingStream, type VetLoadCommand } from './vetting.decider';
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

  it('keys a stream by company and load', () => {
    expect(vettingStream('c1', 'PO-48213')).toBe('load-vetting:c1:PO-48213');
  });
});
