import type { Verdict, VerdictCheck } from '@logiscope/proto';
import { verdictChangeAlert } from './verdict-alerts';

const check = (outcome: VerdictCheck['outcome'], message: string): VerdictCheck => ({ rule: 'operating-authority', outcome, key: 'k', params: {}, message, dataset: 'authority', asOf: '', source: '', stale: false, missing: false });
const verdict = (outcome: Verdict['outcome'], ...checks: VerdictCheck[]): Verdict => ({ outcome, checks, profile: 'default' });

describe('verdict change alerts', () => {
  it('should say nothing when the outcome stays', () => {
    expect(verdictChangeAlert('ACME', verdict('PASS'), verdict('PASS', check('PASS', 'ok')), 'new FMCSA data')).toBeNull();
  });

  it('should alert critically on a fall to FAIL, naming the failing checks and what to do', () => {
    const after = verdict('FAIL', check('FAIL', 'FMCSA ordered the carrier out of service on Jul 4, 2026.'), check('REVIEW', 'Not this one.'), check('PASS', 'Nor this.'));
    expect(verdictChangeAlert('ACME FREIGHT LLC', verdict('PASS'), after, 'new FMCSA data', 'DATA')).toEqual({
      code: 'verdict-changed',
      title: 'Verdict changed: Pass → Fail',
      description: "ACME FREIGHT LLC's verdict changed from Pass to Fail (new FMCSA data). FMCSA ordered the carrier out of service on Jul 4, 2026. Do not tender loads to it.",
      severity: 'CRITICAL',
      params: { who: 'ACME FREIGHT LLC', from: 'PASS', to: 'FAIL', context: 'data' },
    });
  });

  it('should tell a recovery to PASS at low severity', () => {
    const alert = verdictChangeAlert('', verdict('REVIEW'), verdict('PASS', check('PASS', 'ok')), "your company's verdict rules changed");
    expect(alert).toMatchObject({ code: 'verdict-changed', title: 'Verdict changed: Review → Pass', severity: 'LOW', params: { who: 'The carrier', from: 'REVIEW', to: 'PASS' } });
    expect(alert?.description).toBe("The carrier's verdict changed from Review to Pass (your company's verdict rules changed). Every check passes.");
  });
});
