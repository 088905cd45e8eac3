import type { FieldChange } from '../carrier/carrier.store';
import { alertsForChanges, deriveMonitoringAlerts, insuranceExpiryAlert, type DerivedAlert } from './monitoring-alerts';
import { goodCarrier, NOW, policy } from './test-fixtures';

const opts = { now: NOW, carrierName: 'VERIHA TRUCKING INC' };
const change = (field: FieldChange['field'], before: unknown, after: unknown): FieldChange => ({ field, before, after });
const alerts = (...changes: FieldChange[]) => alertsForChanges(changes, opts);
const codes = (list: DerivedAlert[]) => list.map((a) => `${a.code}:${a.severity}`);

describe('alertsForChanges: authority', () => {
  it('revoked → CRITICAL, naming before and after and the revocation', () => {
    const [a] = alerts(
      change('authorityStatus', 'ACTIVE', 'REVOKED'),
      change('revocations', [], [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-09-08', effectiveDate: '2025-10-08' }]),
    );
    expect(a).toEqual({
      code: 'authority-revoked',
      title: 'Operating authority revoked',
      description: "VERIHA TRUCKING INC's operating authority changed from active to revoked (involuntary revocation, effective Oct 8, 2025). It may no longer haul interstate for-hire freight: do not tender loads.",
      severity: 'CRITICAL',
      params: { who: 'VERIHA TRUCKING INC', from: 'ACTIVE', to: 'REVOKED' },
    });
  });

  it('a revocation recorded with the status change gives one alert, not two', () => {
    const list = alerts(
      change('authorityStatus', 'ACTIVE', 'REVOKED'),
      change('revocations', [], [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-09-08', effectiveDate: '2025-10-01' }]),
    );
    expect(codes(list)).toEqual(['authority-revoked:CRITICAL']);
  });

  it.each([
    ['ACTIVE', 'INACTIVE', 'authority-inactive:HIGH'],
    ['ACTIVE', 'NONE', 'authority-removed:HIGH'],
    ['ACTIVE', 'PENDING', 'authority-pending:MEDIUM'],
    ['REVOKED', 'ACTIVE', 'authority-reinstated:LOW'],
    ['INACTIVE', 'ACTIVE', 'authority-reinstated:LOW'],
    ['PENDING', 'ACTIVE', 'authority-granted:LOW'],
  ])('%s → %s gives %s', (before, after, expected) => {
    expect(codes(alerts(change('authorityStatus', before, after)))).toEqual([expected]);
  });

  it('inactive description says what it means', () => {
    expect(alerts(change('authorityStatus', 'ACTIVE', 'INACTIVE'))[0].description).toBe(
      "VERIHA TRUCKING INC's operating authority changed from active to inactive. It may not haul interstate for-hire freight until FMCSA reinstates it.",
    );
  });

  it('a revocation notice effective later → HIGH with the dates', () => {
    const [a] = alerts(change('revocations', [], [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-10-06', effectiveDate: '2025-11-05' }]));
    expect(a).toMatchObject({ code: 'revocation-pending', severity: 'HIGH', title: 'Revocation notice served' });
    expect(a.description).toContain('served notice on Oct 6, 2025 to revoke VERIHA TRUCKING INC\'s COMMON authority (MC245009) effective Nov 5, 2025 (in 28 days)');
  });

  it('a broker authority revoked while the carrier authority stays active → HIGH', () => {
    const [a] = alerts(change('revocations', [], [{ docket: 'MC245009', authorityType: 'BROKER', revocationType: 'VOLUNTARY REVOCATION', serveDate: '2025-09-01', effectiveDate: '2025-10-01' }]));
    expect(a).toMatchObject({ code: 'revocation', severity: 'HIGH' });
    expect(a.description).toBe("FMCSA revoked VERIHA TRUCKING INC's BROKER authority (MC245009) effective Oct 1, 2025 (voluntary revocation).");
  });
});

describe('alertsForChanges: out-of-service and safety rating', () => {
  it('out-of-service order issued → CRITICAL with its date; lifted → LOW', () => {
    const [a] = alerts(change('outOfService', false, true), change('outOfServiceDate', '', '2025-10-07'));
    expect(a).toMatchObject({ code: 'out-of-service', severity: 'CRITICAL', title: 'Out-of-service order issued' });
    expect(a.description).toBe('FMCSA ordered VERIHA TRUCKING INC out of service on Oct 7, 2025. It may not operate until the order is lifted: do not dispatch.');
    expect(codes(alerts(change('outOfService', true, false)))).toEqual(['out-of-service-lifted:LOW']);
  });

  it.each([
    ['SATISFACTORY', 'CONDITIONAL', 'safety-rating-conditional:MEDIUM', 'Safety rating downgraded to Conditional'],
    ['SATISFACTORY', 'UNSATISFACTORY', 'safety-rating-unsatisfactory:HIGH', 'Safety rating downgraded to Unsatisfactory'],
    ['CONDITIONAL', 'UNSATISFACTORY', 'safety-rating-unsatisfactory:HIGH', 'Safety rating downgraded to Unsatisfactory'],
    ['', 'CONDITIONAL', 'safety-rating-conditional:MEDIUM', 'Rated Conditional'],
    ['', 'UNSATISFACTORY', 'safety-rating-unsatisfactory:HIGH', 'Rated Unsatisfactory'],
    ['CONDITIONAL', 'SATISFACTORY', 'safety-rating-changed:LOW', 'Safety rating improved'],
    ['UNSATISFACTORY', 'CONDITIONAL', 'safety-rating-changed:LOW', 'Safety rating improved'],
    ['', 'SATISFACTORY', 'safety-rating-changed:LOW', 'Rated Satisfactory'],
    ['SATISFACTORY', '', 'safety-rating-changed:LOW', 'Safety rating removed'],
  ])('%s → %s', (before, after, expected, title) => {
    const list = alerts(change('safetyRating', before, after));
    expect(codes(list)).toEqual([expected]);
    expect(list[0].title).toBe(title);
  });

  it('names both ratings in words', () => {
    expect(alerts(change('safetyRating', 'SATISFACTORY', 'CONDITIONAL'))[0].description).toBe(
      "FMCSA changed VERIHA TRUCKING INC's safety rating from Satisfactory to Conditional. A compliance review found problems.",
    );
    expect(alerts(change('safetyRating', '', 'CONDITIONAL'))[0].description).toContain('from Not rated to Conditional');
  });
});

describe('alertsForChanges: insurance', () => {
  const primary = policy();

  it('a policy got a cancel effective date, no replacement → HIGH', () => {
    const [a] = alerts(change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-11-07' }]));
    expect(a).toMatchObject({ code: 'insurance-cancelled', title: 'Insurance cancelled', severity: 'HIGH' });
    expect(a.description).toBe(
      "VERIHA TRUCKING INC's $1,000,000 BIPD policy WN408492 with NORTHLAND INSURANCE COMPANY is cancelled effective Nov 7, 2025 (in 30 days). No replacement BIPD liability policy is on file. Confirm coverage before tendering loads.",
    );
  });

  it('BIPD removed from the file → HIGH', () => {
    const [a] = alerts(change('insurance', [primary], []));
    expect(a).toMatchObject({ code: 'insurance-cancelled', severity: 'HIGH' });
    expect(a.description).toContain("was removed from FMCSA's insurance file");
  });

  it('one alert for a cancellation, not also an "expiring" one', () => {
    expect(codes(alerts(change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-10-20' }])))).toEqual(['insurance-cancelled:HIGH']);
  });

  it('cancelled with a replacement keeping the minimum → LOW', () => {
    const replacement = policy({ insurer: 'CANAL INSURANCE CO.', policyNumber: 'CT3912610532', effectiveDate: '2025-10-01' });
    const [a] = alerts(change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-10-01' }, replacement]));
    expect(a).toMatchObject({ code: 'insurance-replaced', severity: 'LOW' });
    expect(a.description).toContain('Required coverage continues: $1,000,000 with CANAL INSURANCE CO. is on file (minimum $750,000)');
  });

  it('cancelled, leaving less than the minimum → HIGH naming what remains', () => {
    const small = policy({ coverageAmount: 300_000, policyNumber: 'SMALL' });
    const excess = policy({ layer: 'EXCESS', policyNumber: 'X1', underlyingAmount: 300_000, coverageAmount: 700_000 });
    const [a] = alerts(change('insurance', [small, excess], [small]));
    expect(a.code).toBe('insurance-cancelled');
    expect(a.description).toContain('Only $300,000 remains, below the $750,000 minimum.');
  });

  it('a hazmat carrier needs $1,000,000 to count as replaced (context from the carrier)', () => {
    const small = policy({ coverageAmount: 750_000, policyNumber: 'NEW', effectiveDate: '2025-10-01' });
    const list = alertsForChanges([change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-10-05' }, small])], { ...opts, carrier: goodCarrier({ hazmat: true }) });
    expect(codes(list)).toEqual(['insurance-cancelled:HIGH']);
    const general = alertsForChanges([change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-10-05' }, small])], opts);
    expect(codes(general)).toEqual(['insurance-replaced:LOW']);
  });

  it('cargo insurance cancelled → MEDIUM', () => {
    const cargo = policy({ coverageType: 'CARGO', layer: '', coverageAmount: 100_000, policyNumber: 'CG1' });
    const [a] = alerts(change('insurance', [primary, cargo], [primary, { ...cargo, cancelEffectiveDate: '2025-11-01' }]));
    expect(a).toMatchObject({ code: 'other-insurance-cancelled', title: 'Cargo insurance cancelled', severity: 'MEDIUM' });
    expect(a.description).toBe("VERIHA TRUCKING INC's $100,000 cargo policy CG1 with NORTHLAND INSURANCE COMPANY is cancelled effective Nov 1, 2025 (in 24 days).");
  });

  it('coverage newly expiring within 30 days without a new cancellation → MEDIUM', () => {
    // The replacement filing is withdrawn: the old policy's known cancel date now leaves a gap.
    const old = policy({ cancelEffectiveDate: '2025-10-25' });
    const next = policy({ policyNumber: 'NEXT', effectiveDate: '2025-10-25' });
    const list = alerts(change('insurance', [old, next], [old]));
    expect(codes(list)).toEqual(['insurance-expiring:MEDIUM']);
    expect(list[0].title).toBe('Insurance expiring in 17 days');
    expect(list[0].description).toBe("VERIHA TRUCKING INC's $1,000,000 with NORTHLAND INSURANCE COMPANY ends Oct 25, 2025 and no replacement policy is on file. Ask for proof of renewed coverage.");
  });

  it('coverage lowered below the minimum → MEDIUM', () => {
    const list = alerts(change('insurance', [primary], [{ ...primary, coverageAmount: 300_000 }]));
    expect(codes(list)).toEqual(['insurance-below-minimum:MEDIUM']);
    expect(list[0].description).toContain('dropped from $1,000,000 to $300,000, below the $750,000 required for general freight');
  });

  it('coverage back on file and a withdrawn cancellation → LOW', () => {
    expect(codes(alerts(change('insurance', [policy({ cancelEffectiveDate: '2025-09-01' })], [policy({ cancelEffectiveDate: '2025-09-01' }), policy({ policyNumber: 'NEW', effectiveDate: '2025-10-01' })])))).toEqual([
      'insurance-on-file:LOW',
    ]);
    expect(codes(alerts(change('insurance', [policy({ cancelEffectiveDate: '2025-11-01' })], [primary])))).toEqual(['insurance-reinstated:LOW']);
  });

  it('ignores policies already cancelled before and unchanged lists', () => {
    // One filing per (docket, coverage, policy number) and system: the old one is another policy.
    const old = policy({ policyNumber: 'OLD-1', cancelEffectiveDate: '2025-01-01' });
    expect(alerts(change('insurance', [old, primary], [primary]))).toEqual([]);
    expect(alerts(change('insurance', [primary], [{ ...primary }]))).toEqual([]);
  });

  it("Motus ending a filing the legacy copy still shows in force → HIGH, on Motus' day", () => {
    const legacy = policy({ origin: 'legacy', asOf: '2025-09-03' });
    const ended = policy({ origin: 'motus', asOf: '2025-10-01', cancelEffectiveDate: '2025-10-01', endReason: 'REMOVED' });
    const [a] = alerts(change('insurance', [legacy], [legacy, ended]));
    expect(a).toMatchObject({ code: 'insurance-cancelled', severity: 'HIGH' });
    expect(a.description).toContain('is cancelled effective Oct 1, 2025');
  });

  it('an older Motus end of a filing the newer legacy copy keeps in force changes nothing', () => {
    const legacy = policy({ origin: 'legacy', asOf: '2025-09-03' });
    const olderEnd = policy({ origin: 'motus', asOf: '2025-08-01', cancelEffectiveDate: '2025-08-01', endReason: 'CANCEL' });
    expect(alerts(change('insurance', [legacy], [legacy, olderEnd]))).toEqual([]);
  });
});

describe('alertsForChanges: identity and contact details', () => {
  it('phone changed → MEDIUM with both numbers formatted', () => {
    const [a] = alerts(change('phone', '7157325660', '2145550100'));
    expect(a).toMatchObject({ code: 'phone-changed', severity: 'MEDIUM', title: 'Phone number changed' });
    expect(a.description).toBe("VERIHA TRUCKING INC's phone number changed from (715) 732-5660 to (214) 555-0100. Confirm changes with the carrier through a number you already trust.");
  });

  it('phone added or removed reads naturally', () => {
    expect(alerts(change('phone', '', '2145550100'))[0].description).toContain("VERIHA TRUCKING INC's phone number (214) 555-0100 was added.");
    expect(alerts(change('phone', '2145550100', ''))[0].description).toContain('phone number (214) 555-0100 was removed.');
  });

  it('e-mail changed → MEDIUM', () => {
    const [a] = alerts(change('email', 'safety@veriha.com', 'veriha.dispatch@gmail.com'));
    expect(a).toMatchObject({ code: 'email-changed', severity: 'MEDIUM' });
    expect(a.description).toContain('e-mail changed from safety@veriha.com to veriha.dispatch@gmail.com.');
  });

  it('address changed → MEDIUM; street abbreviations, case and ZIP+4 are not changes', () => {
    const before = { street: '2830 CLEVELAND AVE', city: 'MARINETTE', state: 'WI', zip: '54143', country: 'US' };
    const [a] = alerts(change('physicalAddress', before, { street: '100 MAIN ST', city: 'DALLAS', state: 'TX', zip: '75201', country: 'US' }));
    expect(a).toMatchObject({ code: 'address-changed', severity: 'MEDIUM' });
    expect(a.description).toBe("VERIHA TRUCKING INC's physical address changed from 2830 CLEVELAND AVE, MARINETTE, WI 54143 to 100 MAIN ST, DALLAS, TX 75201.");
    expect(alerts(change('physicalAddress', before, { ...before, street: '2830 Cleveland Avenue', zip: '54143-1234' }))).toEqual([]);
    expect(codes(alerts(change('mailingAddress', before, { ...before, street: 'PO BOX 9' })))).toEqual(['mailing-address-changed:MEDIUM']);
  });

  it('officers changed → MEDIUM naming who was added and removed; order and case are not changes', () => {
    const [a] = alerts(change('officers', ['JOHN VERIHA'], ['JOHN VERIHA', 'IVAN PETROV']));
    expect(a.description).toBe("VERIHA TRUCKING INC's company officers changed: IVAN PETROV added (now: JOHN VERIHA, IVAN PETROV).");
    expect(alerts(change('officers', ['A B', 'C D'], ['c d', 'a  b']))).toEqual([]);
  });

  it('name changed → MEDIUM; punctuation-only changes are not', () => {
    const [a] = alerts(change('legalName', 'VERIHA TRUCKING INC', 'VERIHA FREIGHT SOLUTIONS LLC'));
    expect(a).toMatchObject({ code: 'name-changed', severity: 'MEDIUM', description: 'The legal name changed from VERIHA TRUCKING INC to VERIHA FREIGHT SOLUTIONS LLC.' });
    expect(alerts(change('legalName', 'VERIHA TRUCKING INC', 'VERIHA TRUCKING, INC.'))).toEqual([]);
    expect(codes(alerts(change('dbaName', '', 'VERIHA LOGISTICS')))).toEqual(['dba-changed:MEDIUM']);
  });

  it('three or more identity details changing at once add a HIGH alert on top', () => {
    const list = alerts(change('phone', '7157325660', '2145550100'), change('email', 'safety@veriha.com', 'veriha.dispatch@gmail.com'), change('officers', ['JOHN VERIHA'], ['IVAN PETROV']));
    expect(codes(list)).toEqual(['identity-change:HIGH', 'phone-changed:MEDIUM', 'email-changed:MEDIUM', 'officers-changed:MEDIUM']);
    expect(list[0].description).toBe(
      "VERIHA TRUCKING INC's phone, e-mail and officers changed in the same FMCSA update. Hijacked carrier identities and chameleon carriers look like this: confirm with the carrier through contact details you trusted before (before the change: (715) 732-5660).",
    );
  });

  it('two identity details changing is not escalated', () => {
    expect(codes(alerts(change('phone', '7157325660', '2145550100'), change('email', 'a@b.com', 'c@d.com')))).toEqual(['phone-changed:MEDIUM', 'email-changed:MEDIUM']);
  });

  it('a new prior-revocation link → HIGH', () => {
    expect(alerts(change('priorRevokeDotNumber', '', '885213'))[0]).toMatchObject({ code: 'prior-revocation-link', severity: 'HIGH', description: expect.stringContaining('USDOT 885213') });
  });
});

describe('alertsForChanges: noise and order', () => {
  it('cosmetic changes give no alert', () => {
    expect(
      alerts(
        change('mcs150Mileage', 100, 200),
        change('mcs150MileageYear', 2023, 2024),
        change('powerUnits', 10, 12),
        change('drivers', 10, 12),
        change('inspections', 5, 6),
        change('violations', 1, 2),
        change('crashes', 0, 1),
        change('fax', '', '2145550199'),
        change('mcs150Date', '2023-01-01', '2025-01-01'),
        change('sources', ['a'], ['b']),
        change('phone', '7157325660', '(715) 732-5660'),
        change('email', 'Safety@Veriha.com', 'safety@veriha.com'),
        change('safetyRating', 'SATISFACTORY', 'SATISFACTORY'),
        change('outOfService', false, false),
      ),
    ).toEqual([]);
    expect(alerts()).toEqual([]);
  });

  it('orders the most severe first', () => {
    const list = alerts(change('phone', '7157325660', '2145550100'), change('authorityStatus', 'REVOKED', 'ACTIVE'), change('outOfService', false, true), change('authorityStatus', 'ACTIVE', 'INACTIVE'));
    expect(list.map((a) => a.severity)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM']);
  });

  it('falls back to the carrier record or "The carrier" for the name, and tolerates odd values', () => {
    expect(alertsForChanges([change('outOfService', false, true)], { now: NOW, carrier: goodCarrier() })[0].description).toContain('VERIHA TRUCKING INC');
    expect(alertsForChanges([change('outOfService', undefined, true)], { now: NOW })[0].description).toMatch(/^FMCSA ordered The carrier out of service/);
    expect(alertsForChanges([change('insurance', null, 'garbage'), change('officers', 'x', null), change('physicalAddress', null, undefined)], { now: NOW })).toEqual([]);
  });

  it('deriveMonitoringAlerts is the same function', () => {
    expect(deriveMonitoringAlerts).toBe(alertsForChanges);
  });
});

describe('insuranceExpiryAlert (daily sweep)', () => {
  it('alerts when coverage ends within 30 days, else null', () => {
    const expiring = goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-18' })] });
    expect(insuranceExpiryAlert(expiring, NOW)).toMatchObject({ code: 'insurance-expiring', severity: 'MEDIUM', title: 'Insurance expiring in 10 days' });
    expect(insuranceExpiryAlert(goodCarrier(), NOW)).toBeNull();
    expect(insuranceExpiryAlert(expiring, NOW, 'VERIHA')?.description).toMatch(/^VERIHA's/);
  });
});

describe('alert params: the values the web words each kind with', () => {
  const who = 'VERIHA TRUCKING INC';
  const primary = policy();

  it.each<[string, FieldChange[], string, Record<string, string>]>([
    ['authority', [change('authorityStatus', 'ACTIVE', 'INACTIVE')], 'authority-inactive', { who, from: 'ACTIVE', to: 'INACTIVE' }],
    ['revocation notice', [change('revocations', [], [{ docket: 'MC1', authorityType: 'COMMON', revocationType: 'X', serveDate: '2025-10-06', effectiveDate: '2025-11-05' }])], 'revocation-pending', { who, date: '2025-11-05', count: '28' }],
    ['revocation', [change('revocations', [], [{ docket: 'MC1', authorityType: 'BROKER', revocationType: 'X', serveDate: '', effectiveDate: '2025-10-01' }])], 'revocation', { who, date: '2025-10-01', context: 'dated' }],
    ['out of service', [change('outOfService', false, true), change('outOfServiceDate', '', '2025-10-07')], 'out-of-service', { who, date: '2025-10-07', context: 'dated' }],
    ['out of service lifted', [change('outOfService', true, false)], 'out-of-service-lifted', { who }],
    ['insurance cancelled', [change('insurance', [primary], [{ ...primary, cancelEffectiveDate: '2025-11-07' }])], 'insurance-cancelled', { who }],
    ['safety first rating', [change('safetyRating', '', 'CONDITIONAL')], 'safety-rating-conditional', { who, from: 'UNRATED', to: 'CONDITIONAL', context: 'first' }],
    ['safety improved', [change('safetyRating', 'CONDITIONAL', 'SATISFACTORY')], 'safety-rating-changed', { who, from: 'CONDITIONAL', to: 'SATISFACTORY', context: 'improved' }],
    ['prior link', [change('priorRevokeDotNumber', '', '1234567')], 'prior-revocation-link', { who, dot: '1234567' }],
    ['officers', [change('officers', ['JANE ROE'], ['JOHN DOE'])], 'officers-changed', { who, added: 'JOHN DOE', removed: 'JANE ROE', now: 'JOHN DOE' }],
    ['legal name', [change('legalName', 'OLD LLC', 'NEW LLC')], 'name-changed', { who, before: 'OLD LLC', after: 'NEW LLC' }],
  ])('%s', (_name, changes, code, params) => {
    const found = alerts(...changes).find((a) => a.code === code);
    expect(found?.params).toEqual(params);
  });

  it('several identity details at once carry how many changed; the sweep carries the days and the end date', () => {
    const list = alerts(change('phone', '5055550100', '5055550199'), change('email', 'a@x.example', 'b@x.example'), change('legalName', 'OLD LLC', 'NEW LLC'));
    expect(list.find((a) => a.code === 'identity-change')?.params).toEqual({ who, count: '3' });
    const expiring = goodCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-18' })] });
    expect(insuranceExpiryAlert(expiring, NOW, 'VERIHA')?.params).toEqual({ who: 'VERIHA', count: '10', date: '2025-10-18' });
  });
});
