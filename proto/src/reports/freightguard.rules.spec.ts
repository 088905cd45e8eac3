import { MESSAGES } from '../shared/messages';
import { carrierMcNumber, freightGuardQuerySchema, freightGuardReportBodySchema, parseBrokerageChain, parseMonetaryImpact, resolveFreightGuardBodySchema } from './freightguard.rules';

const valid = {
  carrierName: 'Swift Hauling LLC',
  mcNumber: 'MC-123456',
  reportCategory: 'CARGO_ISSUES',
  incidentType: 'STOLEN_CARGO',
  description: 'Trailer never arrived.',
};

const messagesOf = (body: unknown) => {
  const r = freightGuardReportBodySchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('FreightGuard report rules', () => {
  it('should accept the required fields and fill the rest', () => {
    expect(freightGuardReportBodySchema.parse(valid)).toEqual({
      ...valid,
      mcNumber: '123456',
      carrierId: '',
      dotNumber: '',
      severity: 'MEDIUM',
      location: '',
      incidentDate: '',
      monetaryImpact: null,
      isDoubleBrokerage: false,
      brokerageChain: [],
    });
  });

  it("should refuse each missing required field with the spec's wording", () => {
    expect(messagesOf({ ...valid, carrierName: ' ' })).toEqual([MESSAGES.FG_CARRIER_NAME_REQUIRED]);
    expect(messagesOf({ ...valid, mcNumber: '' })).toEqual([MESSAGES.FG_MC_REQUIRED]);
    expect(messagesOf({ ...valid, description: '' })).toEqual([MESSAGES.FG_DESCRIPTION_REQUIRED]);
    expect(messagesOf({ ...valid, reportCategory: 'NOPE' })).toEqual([MESSAGES.FG_CATEGORY_INVALID]);
    expect(messagesOf({ ...valid, incidentType: '' })).toEqual([MESSAGES.FG_INCIDENT_TYPE_REQUIRED]);
  });

  it('should not ask for an MC number when the carrier is named by its record or DOT number (some carriers have none)', () => {
    expect(messagesOf({ ...valid, mcNumber: '', carrierId: '1002497' })).toEqual([]);
    expect(messagesOf({ ...valid, mcNumber: '', dotNumber: '1002497' })).toEqual([]);
    expect(messagesOf({ ...valid, mcNumber: undefined })).toEqual([MESSAGES.FG_MC_REQUIRED]);
  });

  it("should record one of the carrier's own MC numbers, its first when none is typed, and refuse another carrier's", () => {
    expect(carrierMcNumber('MC-245009', ['245009', '310220'])).toBe('245009');
    expect(carrierMcNumber('mc 0310220', ['245009', '310220'])).toBe('310220');
    expect(carrierMcNumber('', ['245009', '310220'])).toBe('245009');
    expect(carrierMcNumber('', [])).toBe('');
    expect(carrierMcNumber('MC-555000', ['245009'])).toBeNull();
    // DOT 1002497 holds no MC number: any typed MC is another carrier's.
    expect(carrierMcNumber('MC-555000', [])).toBeNull();
  });

  it('should refuse an incident type outside the list, and one of another category', () => {
    expect(messagesOf({ ...valid, incidentType: 'ALIEN_ABDUCTION' })).toEqual([MESSAGES.FG_INCIDENT_TYPE_UNKNOWN]);
    expect(messagesOf({ ...valid, incidentType: 'LATE_PAYMENT' })).toEqual([MESSAGES.FG_INCIDENT_TYPE_MISMATCH]);
    expect(messagesOf({ ...valid, incidentType: 'OTHER' })).toEqual([]);
  });

  it('should take a monetary impact of 0 or more, rounded to cents, or null', () => {
    expect(freightGuardReportBodySchema.parse({ ...valid, monetaryImpact: 1234.567 }).monetaryImpact).toBe(1234.57);
    expect(freightGuardReportBodySchema.parse({ ...valid, monetaryImpact: 0 }).monetaryImpact).toBe(0);
    expect(freightGuardReportBodySchema.parse({ ...valid, monetaryImpact: null }).monetaryImpact).toBeNull();
    expect(messagesOf({ ...valid, monetaryImpact: -1 })).toEqual([MESSAGES.FG_MONETARY_IMPACT_INVALID]);
    expect(messagesOf({ ...valid, monetaryImpact: '12' })).toEqual([MESSAGES.FG_MONETARY_IMPACT_INVALID]);
  });

  it('should take a brokerage chain only when double brokerage is ticked', () => {
    expect(messagesOf({ ...valid, brokerageChain: ['A'] })).toEqual([MESSAGES.FG_CHAIN_WITHOUT_DOUBLE_BROKERAGE]);
    expect(freightGuardReportBodySchema.parse({ ...valid, isDoubleBrokerage: true, brokerageChain: ['A', 'B'] }).brokerageChain).toEqual(['A', 'B']);
  });

  it('should refuse a date that is not a calendar day and numbers that are not digits', () => {
    expect(messagesOf({ ...valid, incidentDate: '2026-02-30' })).toEqual([MESSAGES.FG_INCIDENT_DATE_INVALID]);
    expect(messagesOf({ ...valid, incidentDate: '2026-02-28' })).toEqual([]);
    expect(messagesOf({ ...valid, dotNumber: 'abc' })).toEqual([MESSAGES.FG_DOT_INVALID]);
    expect(messagesOf({ ...valid, mcNumber: '12x' })).toEqual([MESSAGES.FG_MC_INVALID]);
  });

  it("should read the form's text like the spec: decimal or null, comma-separated chain", () => {
    expect(parseMonetaryImpact('')).toBeNull();
    expect(parseMonetaryImpact(' $1,250.50 ')).toBe(1250.5);
    expect(parseMonetaryImpact('abc')).toBeNaN();
    expect(parseBrokerageChain(' A Corp , ,B LLC', true)).toEqual(['A Corp', 'B LLC']);
    expect(parseBrokerageChain('A Corp', false)).toEqual([]);
  });
});

describe('FreightGuard list query and resolve', () => {
  it('should default to every category and status, page 1', () => {
    expect(freightGuardQuerySchema.parse({})).toEqual({ search: '', category: 'ALL', status: 'ALL', page: 1, pageSize: 20 });
    expect(freightGuardQuerySchema.parse({ status: 'verified' }).status).toBe('VERIFIED');
    expect(freightGuardQuerySchema.safeParse({ status: 'OPEN' }).error?.issues[0]?.message).toBe(MESSAGES.FG_STATUS_INVALID);
  });

  it('should take an amount recovered of 0 or more', () => {
    expect(resolveFreightGuardBodySchema.parse({})).toEqual({ amountRecovered: 0 });
    expect(resolveFreightGuardBodySchema.safeParse({ amountRecovered: -5 }).error?.issues[0]?.message).toBe(MESSAGES.FG_AMOUNT_RECOVERED_INVALID);
  });
});
