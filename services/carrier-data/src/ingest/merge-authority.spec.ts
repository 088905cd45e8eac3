import { liCarrierLayout, motusCarrierLayout } from './layouts/authority-files';
import { applyUpdate, applyUpdates } from './merge';
import type { AgentUpdate, AuthHistUpdate, AuthorityUpdate, CarrierUpdate, MapResult, RevocationUpdate } from './updates';

const TODAY = '2025-10-08';
const DOT = '3204417';
const PROPERTY = 'Motor Carrier of Property (Except Household Goods)';

const LI_HEADER = ['DOCKET_NUMBER', 'DOT_NUMBER', 'COMMON_STAT', 'CONTRACT_STAT', 'BROKER_STAT', 'COMMON_REV_PEND', 'PROPERTY_CHK', 'MIN_COV_AMOUNT', 'BIPD_FILE', 'LEGAL_NAME', 'BUS_CITY', 'BUS_STATE_CODE'];
const MOTUS_HEADER = ['DOCKET_NUMBER', 'USDOT_NUMBER', 'OP_AUTH_TYPE', 'OP_AUTH_STATUS', 'MIN_COV_AMOUNT', 'BIPD_FILE', 'LEGAL_NAME', 'BUS_CITY', 'BUS_STATE_CODE'];

const rowOf = (header: string[], values: Record<string, string>) => header.map((h) => values[h] ?? '');

function authorityUpdate(result: MapResult): AuthorityUpdate {
  if (!result || result.kind !== 'authority') throw new Error(`not an authority update: ${JSON.stringify(result)}`);
  return result;
}

/** A legacy L&I Carrier row of the docket (COMMON_STAT and the rest as given). */
const legacy = (asOf: string, values: Record<string, string>) =>
  authorityUpdate(liCarrierLayout.bind(LI_HEADER, { asOf })(rowOf(LI_HEADER, { DOCKET_NUMBER: 'MC1062130', DOT_NUMBER: DOT, PROPERTY_CHK: 'Y', MIN_COV_AMOUNT: '00750', ...values }), 2));

/** A Motus Carrier row (one authority); `daily` maps a row blank apart from its key as a deletion. */
const motus = (asOf: string, values: Record<string, string>, daily = false) =>
  authorityUpdate(motusCarrierLayout.bind(MOTUS_HEADER, { asOf, daily })(rowOf(MOTUS_HEADER, { DOCKET_NUMBER: 'MC1062130', USDOT_NUMBER: DOT, ...values }), 2));

const apply = (updates: CarrierUpdate[]) => applyUpdates(null, updates, { today: TODAY })!;
const facts = (updates: CarrierUpdate[]) => apply(updates).authorities.map((f) => [f.source, f.docket, f.kind, f.status, f.asOf]);

describe('merge: legacy L&I Carrier and Motus Carrier facts', () => {
  const legacyInactive = legacy('2025-06-01', { COMMON_STAT: 'I', CONTRACT_STAT: 'N', BROKER_STAT: 'N', BIPD_FILE: '00000', LEGAL_NAME: 'KOVA FREIGHT SOLUTIONS, LLC' });
  const motusActive = motus('2025-10-01', { OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Active', MIN_COV_AMOUNT: '750000.00', BIPD_FILE: '1000000.00', LEGAL_NAME: 'KOVA FREIGHT' });

  it('keeps both facts, one per file kind, and reads the newer one whatever the import order', () => {
    for (const order of [
      [legacyInactive, motusActive],
      [motusActive, legacyInactive],
    ]) {
      const r = apply(order);
      expect(r.authorities.map((f) => [f.source, f.kind, f.status, f.asOf, f.bipdOnFile])).toEqual([
        ['li-carrier', 'CARRIER_PROPERTY', 'INACTIVE', '2025-06-01', 0],
        ['motus-carrier', 'CARRIER_PROPERTY', 'ACTIVE', '2025-10-01', 1_000_000],
      ]);
      expect(r).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['CARRIER_PROPERTY'], dockets: ['MC1062130'], mcNumbers: ['1062130'] });
      // Names fill only what is empty: the first file to name the company names it.
      expect(r.legalName).toBe(order[0] === legacyInactive ? 'KOVA FREIGHT SOLUTIONS, LLC' : 'KOVA FREIGHT');
    }
  });

  it('reads a newer legacy fact over an older Motus one, whatever the import order', () => {
    const motusOld = motus('2025-05-01', { OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Active' });
    const legacyNewer = legacy('2025-06-01', { COMMON_STAT: 'I', CONTRACT_STAT: 'N', BROKER_STAT: 'N' });
    expect(apply([motusOld, legacyNewer])).toMatchObject({ authorityStatus: 'INACTIVE', authorityTypes: [] });
    expect(apply([legacyNewer, motusOld])).toMatchObject({ authorityStatus: 'INACTIVE', authorityTypes: [] });
  });

  it('never lets an older row of one file kind replace a newer fact of that kind', () => {
    const newer = motus('2025-10-01', { OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Active' });
    const older = motus('2025-09-01', { OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Inactive' });
    expect(facts([newer, older])).toEqual([['motus-carrier', 'MC1062130', 'CARRIER_PROPERTY', 'ACTIVE', '2025-10-01']]);
    expect(facts([older, newer])).toEqual([['motus-carrier', 'MC1062130', 'CARRIER_PROPERTY', 'ACTIVE', '2025-10-01']]);
  });

  it('reads a legacy row that says COMMON N as "no motor-carrier authority" (known), and keeps its broker authority', () => {
    const r = apply([legacy('2025-06-01', { COMMON_STAT: 'N', CONTRACT_STAT: 'N', BROKER_STAT: 'A' })]);
    expect(r).toMatchObject({ authorityStatus: 'NONE', authorityTypes: ['BROKER'] });
  });

  it('derives the status again when a later update of another kind changes nothing about authority', () => {
    const r = apply([legacyInactive, motusActive]);
    const census = applyUpdate(r, { kind: 'census', source: 'census-147', line: 2, asOf: '2025-10-02', dotNumber: DOT, fields: { powerUnits: 3 }, dockets: [], extras: { statusCode: 'A', cellPhone: '', dunsNumber: '', docketStatus: {} } }, { today: TODAY });
    expect(census).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['CARRIER_PROPERTY'], powerUnits: 3 });
  });
});

describe('merge: Motus daily deletions', () => {
  const legacyInactive = legacy('2025-06-01', { COMMON_STAT: 'I', CONTRACT_STAT: 'N', BROKER_STAT: 'A' });
  const motusProperty = motus('2025-10-01', { OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Active' });
  const motusBroker = motus('2025-10-01', { OP_AUTH_TYPE: 'Broker of Property (Except Household Goods)', OP_AUTH_STATUS: 'Active' });

  it('maps a daily row blank apart from its key to a deletion, and skips it in a baseline', () => {
    expect(motus('2025-10-05', { OP_AUTH_TYPE: PROPERTY }, true)).toMatchObject({ kind: 'authority', source: 'motus-carrier', docket: 'MC1062130', facts: [], remove: { kinds: ['CARRIER_PROPERTY'] } });
    expect(motusCarrierLayout.bind(MOTUS_HEADER, { asOf: '2025-10-05' })(rowOf(MOTUS_HEADER, { DOCKET_NUMBER: 'MC1062130', USDOT_NUMBER: DOT, OP_AUTH_TYPE: PROPERTY }), 2)).toBeNull();
  });

  it('drops that Motus fact only: the legacy fact and the other kinds stay, and the status is read again', () => {
    const before = apply([legacyInactive, motusProperty, motusBroker]);
    expect(before).toMatchObject({ authorityStatus: 'ACTIVE', authorityTypes: ['BROKER', 'CARRIER_PROPERTY'] });
    const after = applyUpdate(before, motus('2025-10-05', { OP_AUTH_TYPE: PROPERTY }, true), { today: TODAY });
    expect(after.authorities.map((f) => [f.source, f.kind, f.status])).toEqual([
      ['li-carrier', 'BROKER', 'ACTIVE'],
      ['motus-carrier', 'BROKER', 'ACTIVE'],
      ['li-carrier', 'CARRIER_PROPERTY', 'INACTIVE'],
    ]);
    expect(after).toMatchObject({ authorityStatus: 'INACTIVE', authorityTypes: ['BROKER'] });
    expect(after.sources).toContain('motus-carrier@2025-10-05');
  });

  it('drops every Motus fact of the docket when the deletion names no type, and nothing on other dockets', () => {
    const other = motus('2025-10-01', { DOCKET_NUMBER: 'MC777', OP_AUTH_TYPE: PROPERTY, OP_AUTH_STATUS: 'Active' });
    const before = apply([legacyInactive, motusProperty, motusBroker, other]);
    const after = applyUpdate(before, motus('2025-10-05', {}, true), { today: TODAY });
    expect(after.authorities.map((f) => [f.source, f.docket, f.kind])).toEqual([
      ['li-carrier', 'MC1062130', 'BROKER'],
      ['li-carrier', 'MC1062130', 'CARRIER_PROPERTY'],
      ['motus-carrier', 'MC777', 'CARRIER_PROPERTY'],
    ]);
    expect(after.authorityStatus).toBe('ACTIVE');
  });

  it('reads UNKNOWN again once the only fact is deleted', () => {
    const after = applyUpdates(null, [motusProperty, motus('2025-10-05', { OP_AUTH_TYPE: PROPERTY }, true)], { today: TODAY })!;
    expect(after.authorities).toEqual([]);
    expect(after).toMatchObject({ authorityStatus: 'UNKNOWN', authorityTypes: [] });
  });

  it('reads UNKNOWN again once the only order is deleted', () => {
    const order: RevocationUpdate = {
      kind: 'revocation', source: 'motus-revokesuspend', line: 2, asOf: '2025-09-20', dotNumber: DOT, docket: 'MC1062130',
      revocation: { docket: 'MC1062130', authorityType: PROPERTY, revocationType: 'Operating Authority Revocation', serveDate: '2025-08-15', effectiveDate: '2025-09-15', source: 'motus-revokesuspend' },
    };
    const revoked = apply([order]);
    expect(revoked.authorityStatus).toBe('REVOKED');
    const after = applyUpdate(revoked, { ...order, asOf: '2025-10-01', remove: { authorityType: PROPERTY } }, { today: TODAY });
    expect(after.revocations).toEqual([]);
    expect(after.authorityStatus).toBe('UNKNOWN');
  });

  it('drops the AuthHist events and the BOC-3 agent a deletion names', () => {
    const event = (date: string, status: 'ACTIVE' | 'INACTIVE'): AuthHistUpdate => ({
      kind: 'authhist', source: 'motus-authhist', line: 2, asOf: '2025-10-01', dotNumber: DOT, docket: 'MC1062130',
      events: [{ docket: 'MC1062130', kind: 'CARRIER_PROPERTY', label: PROPERTY, action: status === 'ACTIVE' ? 'GRANTED' : 'Involuntary Suspension - Insurance', status, date, source: 'motus-authhist' }],
    });
    const agent: AgentUpdate = { kind: 'agent', source: 'motus-boc3', line: 2, asOf: '2025-10-01', dotNumber: DOT, docket: 'MC1062130', agent: { docket: 'MC1062130', name: 'AGENTS INC', city: 'DOVER', state: 'DE' } };
    const r = apply([motusProperty, event('2025-03-01', 'ACTIVE'), event('2025-09-20', 'INACTIVE'), agent]);
    expect(r.authorityHistory.map((e) => e.date)).toEqual(['2025-03-01', '2025-09-20']);
    // Motus AuthHist's last status (INACTIVE, 2025-09-20) is older than Motus Carrier's ACTIVE (2025-10-01).
    expect(r).toMatchObject({ authorityStatus: 'ACTIVE', processAgents: [agent.agent] });
    const dropped = applyUpdates(
      r,
      [
        { kind: 'authhist', source: 'motus-authhist', line: 3, asOf: '2025-10-05', dotNumber: DOT, docket: 'MC1062130', events: [], remove: { kind: 'CARRIER_PROPERTY', date: '2025-09-20' } },
        { kind: 'agent', source: 'motus-boc3', line: 3, asOf: '2025-10-05', dotNumber: DOT, docket: 'MC1062130', agent: null, remove: true },
      ],
      { today: TODAY },
    )!;
    expect(dropped.authorityHistory.map((e) => e.date)).toEqual(['2025-03-01']);
    expect(dropped.processAgents).toEqual([]);
  });
});
