import { assessInsurance } from '../intelligence/insurance-status';
import { toCarrierView } from '../intelligence/carrier-view';
import { motusInsHistLayout, motusInsurLayout } from './layouts/motus-filings';
import { applyUpdate, applyUpdates } from './merge';
import type { CarrierUpdate, InsuranceUpdate, MapResult } from './updates';

const TODAY = '2025-10-08';
const DOT = '3204417';

const INSUR_HEADER = ['DOCKET_NUMBER', 'USDOT_NUMBER', 'INS_FORM_CODE', 'INS_TYPE_CODE', 'INS_CLASS_CODE', 'MAX_COV_AMOUNT', 'UNDERL_LIM_AMOUNT', 'POLICY_NO', 'EFFECTIVE_DATE', 'INSURANCE_COMPANY_NAME', 'TRANS_DATE'];
const INSHIST_HEADER = ['DOCKET_NUMBER', 'USDOT_NUMBER', 'INS_FORM_CODE', 'FILING_STATUS_REASON', 'INS_TYPE_CODE', 'POLICY_NO', 'INS_CLASS_CODE', 'EFFECTIVE_DATE', 'UNDERL_LIM_AMOUNT', 'MAX_COV_AMOUNT', 'CANCL_EFFECTIVE_DATE', 'INSURANCE_COMPANY_NAME'];

const rowOf = (header: string[], values: Record<string, string>) => header.map((h) => values[h] ?? '');
function insurance(result: MapResult): InsuranceUpdate {
  if (!result || result.kind !== 'insurance') throw new Error(`not an insurance update: ${JSON.stringify(result)}`);
  return result;
}

const FILING = { DOCKET_NUMBER: 'MC1062130', USDOT_NUMBER: DOT, INS_FORM_CODE: 'BMC-91X', POLICY_NO: 'WN408492' };

/** A Motus Insur row of the filing (in force); with `daily`, a row blank apart from its key is a deletion. */
const insur = (asOf: string, values: Record<string, string>, daily = false) => insurance(motusInsurLayout.bind(INSUR_HEADER, { asOf, daily })(rowOf(INSUR_HEADER, { ...FILING, ...values }), 2));
const inForce = (asOf: string, trans = '') =>
  insur(asOf, { INS_TYPE_CODE: '1', INS_CLASS_CODE: 'P', MAX_COV_AMOUNT: '1000000.00', UNDERL_LIM_AMOUNT: '0', EFFECTIVE_DATE: '20240902', INSURANCE_COMPANY_NAME: 'NORTHLAND INSURANCE COMPANY', TRANS_DATE: trans });
const deletion = (asOf: string) => insur(asOf, {}, true);

/** A Motus InsHist row: the filing ended on `cancel` for `reason`. */
const inshist = (asOf: string, cancel: string, reason = 'CANCEL') =>
  insurance(
    motusInsHistLayout.bind(INSHIST_HEADER, { asOf })(
      rowOf(INSHIST_HEADER, { ...FILING, FILING_STATUS_REASON: reason, INS_TYPE_CODE: '1', INS_CLASS_CODE: 'P', EFFECTIVE_DATE: '20240902', UNDERL_LIM_AMOUNT: '0', MAX_COV_AMOUNT: '1000000.00', CANCL_EFFECTIVE_DATE: cancel, INSURANCE_COMPANY_NAME: 'NORTHLAND INSURANCE COMPANY' }),
      2,
    ),
  );

/** The legacy L&I copy of the same filing (actpendins), in force. */
const legacy = (asOf: string, cancelEffectiveDate = ''): InsuranceUpdate => ({
  kind: 'insurance',
  source: 'li-actpendins',
  line: 1,
  asOf,
  dotNumber: DOT,
  docket: 'MC1062130',
  policy: { docket: 'MC1062130', coverageType: 'BIPD', policyNumber: 'WN408492', layer: 'PRIMARY', insurer: 'NORTHLAND INSURANCE COMPANY', coverageAmount: 1_000_000, underlyingAmount: 0, postedDate: '2024-08-30', effectiveDate: '2024-09-02', cancelEffectiveDate, formCode: '91X' },
});

const apply = (updates: CarrierUpdate[]) => applyUpdates(null, updates, { today: TODAY })!;
const copies = (updates: CarrierUpdate[]) => apply(updates).insurance.map((p) => [p.origin, p.cancelEffectiveDate, p.endReason, p.asOf]);

describe('merge: Motus filings beside the legacy copy', () => {
  it('keeps the Motus copy of a filing apart from the legacy one, dated by its transaction', () => {
    expect(copies([legacy('2025-09-03'), inForce('2025-09-20', '20250915')])).toEqual([
      ['legacy', '', '', '2025-09-03'],
      ['motus', '', '', '2025-09-15'],
    ]);
    const r = apply([legacy('2025-09-03'), inForce('2025-09-20')]);
    expect(r.insurance[1]).toMatchObject({ origin: 'motus', formCode: '91X', layer: 'PRIMARY', coverageAmount: 1_000_000, effectiveDate: '2024-09-02', asOf: '2025-09-20' });
    expect(assessInsurance(r, TODAY)).toMatchObject({ insuranceStatus: 'VALID', coverageInForce: 1_000_000 });
  });

  describe('a Motus Insur daily deletion', () => {
    it("ends Motus' copy of the filing on the file's day (REMOVED); the status reads it", () => {
      const r = apply([legacy('2025-09-03'), inForce('2025-09-20'), deletion('2025-10-01')]);
      expect(r.insurance.map((p) => [p.origin, p.cancelEffectiveDate, p.endReason, p.asOf])).toEqual([
        ['legacy', '', '', '2025-09-03'],
        ['motus', '2025-10-01', 'REMOVED', '2025-10-01'],
      ]);
      expect(assessInsurance(r, TODAY)).toMatchObject({ insuranceStatus: 'EXPIRED', coverageInForce: 0, policiesInForce: [] });
      expect(toCarrierView(r, { now: TODAY }).insurancePolicies).toEqual([expect.objectContaining({ source: 'Motus', cancelEffectiveDate: '2025-10-01', endReason: 'REMOVED' })]);
    });

    it('ends a filing only the legacy copy holds, as a Motus copy of it, on the file day', () => {
      const r = apply([legacy('2025-09-03'), deletion('2025-10-01')]);
      expect(r.insurance).toEqual([
        expect.objectContaining({ origin: 'legacy', cancelEffectiveDate: '', asOf: '2025-09-03' }),
        expect.objectContaining({ origin: 'motus', insurer: 'NORTHLAND INSURANCE COMPANY', coverageAmount: 1_000_000, cancelEffectiveDate: '2025-10-01', endReason: 'REMOVED', asOf: '2025-10-01' }),
      ]);
      expect(assessInsurance(r, TODAY).insuranceStatus).toBe('EXPIRED');
    });

    it('ends only the filings of its key, and keeps an end already recorded', () => {
      const other: InsuranceUpdate = { ...legacy('2025-09-03'), policy: { ...legacy('2025-09-03').policy!, policyNumber: 'OTHER-1' } };
      const r = apply([legacy('2025-09-03'), other, deletion('2025-10-01')]);
      expect(r.insurance.map((p) => [p.policyNumber, p.origin, p.cancelEffectiveDate])).toEqual([
        ['OTHER-1', 'legacy', ''],
        ['WN408492', 'legacy', ''],
        ['WN408492', 'motus', '2025-10-01'],
      ]);
      expect(assessInsurance(r, TODAY)).toMatchObject({ insuranceStatus: 'VALID', coverageInForce: 1_000_000 });
      const ended = apply([inForce('2025-09-20'), inshist('2025-09-30', '20250925')]);
      const again = applyUpdate(ended, deletion('2025-10-01'), { today: TODAY });
      expect(again.insurance).toEqual(ended.insurance);
    });

    it('is in force again when Motus lists the filing after the deletion', () => {
      const r = apply([inForce('2025-09-20'), deletion('2025-10-01'), inForce('2025-10-05')]);
      expect(r.insurance.map((p) => [p.origin, p.cancelEffectiveDate, p.endReason, p.asOf])).toEqual([['motus', '', '', '2025-10-05']]);
      expect(assessInsurance(r, TODAY).insuranceStatus).toBe('VALID');
    });
  });

  describe("InsHist's end of a filing", () => {
    it('wins over the older legacy copy still showing it in force, whatever the import order', () => {
      for (const updates of [
        [legacy('2025-09-03'), inshist('2025-10-05', '20250930')],
        [inshist('2025-10-05', '20250930'), legacy('2025-09-03')],
      ]) {
        const r = apply(updates);
        expect(r.insurance.map((p) => [p.origin, p.cancelEffectiveDate, p.endReason, p.asOf])).toEqual([
          ['legacy', '', '', '2025-09-03'],
          ['motus', '2025-09-30', 'CANCEL', '2025-09-30'],
        ]);
        const a = assessInsurance(r, TODAY);
        expect(a).toMatchObject({ insuranceStatus: 'EXPIRED', coverageInForce: 0 });
        expect(a.policies).toEqual([expect.objectContaining({ origin: 'motus', endReason: 'CANCEL' })]);
      }
    });

    it('shows a cancellation still ahead as EXPIRES SOON', () => {
      const r = apply([legacy('2025-09-03'), inshist('2025-10-05', '20251020')]);
      expect(assessInsurance(r, TODAY)).toMatchObject({ insuranceStatus: 'EXPIRES SOON', insuranceExpiryDate: '2025-10-20' });
    });

    it('yields to a legacy copy newer than the end it recorded', () => {
      const r = apply([inshist('2025-06-05', '20250601'), legacy('2025-09-03')]);
      expect(assessInsurance(r, TODAY)).toMatchObject({ insuranceStatus: 'VALID', coverageInForce: 1_000_000 });
    });

    it('keeps what Motus Insur said the filing was, and records why it ended', () => {
      const r = apply([inForce('2025-09-20', '20250915'), inshist('2025-10-05', '20250930', 'TERM/REPL')]);
      expect(r.insurance).toEqual([
        expect.objectContaining({ origin: 'motus', insurer: 'NORTHLAND INSURANCE COMPANY', coverageAmount: 1_000_000, cancelEffectiveDate: '2025-09-30', endReason: 'TERM/REPL', asOf: '2025-09-30' }),
      ]);
    });
  });
});
