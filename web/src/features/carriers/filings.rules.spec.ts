import type { AuthorityEventView, AuthorityView } from '@logiscope/proto/views';
import { AuthorityViewSchema } from '@logiscope/proto/views';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { resources } from '../../i18n/resources';
import { AUTHORITY_KINDS, COVERAGE_TYPES, END_REASONS, authoritiesInOrder, coverageOf, endReasonOf, haulsBrokeredFreight, historyNewestFirst, inForce, isLiability } from './filings.rules';

const authority = (docket: string, kind: AuthorityView['kind'], status: AuthorityView['status'] = 'ACTIVE'): AuthorityView => ({
  docket,
  kind,
  label: '',
  status,
  since: '',
  asOf: '2025-10-08',
  source: 'Motus Carrier',
  revocationPending: false,
});
const event = (date: string, action: string): AuthorityEventView => ({ docket: 'MC1', kind: 'CARRIER_PROPERTY', label: 'COMMON', action, status: '', date, source: 'Motus AuthHist' });

describe('authorities', () => {
  it('knows every kind the server sends', () => {
    expect([...AUTHORITY_KINDS].sort()).toEqual([...AuthorityViewSchema.shape.kind.options].sort());
  });

  it('lets only an active motor-carrier authority of property haul a brokered load', () => {
    expect(haulsBrokeredFreight(authority('MC1', 'CARRIER_PROPERTY'))).toBe(true);
    expect(haulsBrokeredFreight(authority('MC1', 'CARRIER_PROPERTY', 'INACTIVE'))).toBe(false);
    for (const kind of AUTHORITY_KINDS.filter((k) => k !== 'CARRIER_PROPERTY')) expect(haulsBrokeredFreight(authority('MC1', kind))).toBe(false);
  });

  it('lists the authority that hauls brokered freight first and the ones that never haul last', () => {
    const listed = authoritiesInOrder([authority('MC2', 'BROKER'), authority('MC9', 'CARRIER_HHG'), authority('MC3', 'CARRIER_PROPERTY'), authority('MC1', 'CARRIER_PROPERTY')]);
    expect(listed.map((a) => `${a.kind} ${a.docket}`)).toEqual(['CARRIER_PROPERTY MC1', 'CARRIER_PROPERTY MC3', 'CARRIER_HHG MC9', 'BROKER MC2']);
  });

  it('puts the authority history newest first, undated events last', () => {
    const events = [event('1995-03-01', 'GRANTED'), event('', 'UNDATED'), event('2019-02-11', 'Involuntary Suspension'), event('2019-03-04', 'Reinstated')];
    expect(historyNewestFirst(events).map((e) => e.action)).toEqual(['Reinstated', 'Involuntary Suspension', 'GRANTED', 'UNDATED']);
    expect(events[0].action).toBe('GRANTED');
  });

  it.each(SUPPORTED_LANGUAGES)('says what each kind allows in %s', (language) => {
    expect(Object.keys(resources[language].carrierDetail.safety.authority.kind).sort()).toEqual([...AUTHORITY_KINDS].sort());
    expect(Object.keys(resources[language].carrierDetail.safety.authority.kindName).sort()).toEqual([...AUTHORITY_KINDS].sort());
  });
});

describe('insurance filings', () => {
  it('counts only BI&PD as liability: cargo, a surety bond and a trust fund are not', () => {
    expect(isLiability({ coverageType: 'BIPD' })).toBe(true);
    expect(isLiability({ coverageType: 'BI&PD' })).toBe(true);
    for (const coverageType of ['CARGO', 'BOND', 'TRUST_FUND', '']) expect(isLiability({ coverageType })).toBe(false);
    expect(coverageOf('trust fund')).toBe('TRUST_FUND');
    expect(coverageOf('SOMETHING NEW')).toBeNull();
  });

  it("reads why a filing ended, and whether it is in force", () => {
    expect(endReasonOf('TERM/REPL')).toBe('TERM_REPL');
    expect(endReasonOf('CANCEL')).toBe('CANCEL');
    expect(endReasonOf('')).toBeNull();
    expect(endReasonOf('LATER CODE')).toBeNull();
    expect(inForce({ cancelEffectiveDate: '', endReason: '' })).toBe(true);
    expect(inForce({ cancelEffectiveDate: '2025-01-01', endReason: 'CANCEL' })).toBe(false);
    expect(inForce({ cancelEffectiveDate: '', endReason: 'REMOVED' })).toBe(false);
  });

  it.each(SUPPORTED_LANGUAGES)('names every coverage and end reason in %s', (language) => {
    const { carriers, carrierDetail } = resources[language];
    expect(Object.keys(carriers.coverage).sort()).toEqual([...COVERAGE_TYPES].sort());
    expect(Object.keys(carrierDetail.safety.policy.endReason).sort()).toEqual([...END_REASONS].sort());
  });
});
