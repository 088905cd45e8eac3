import { type Address, type CarrierRecord } from './carrier.model';
import { authority, carrier, policy, reverseKeys } from './carrier-store.fixtures';
import { EXACT_RANK_CAP } from './carrier-search.plan';
import type { CarrierQuery, CarrierStore } from './carrier.store';

/**
 * One behaviour for every CarrierStore engine (SQLite embedded, MongoDB distributed). `open(name)` opens the store
 * called `name`: a new name is an empty store, the same name again is the same data (a reopen after close).
 */
export function describeCarrierStoreContract(engine: string, open: (name: string) => Promise<CarrierStore>): void {
  describe(`CarrierStore contract [${engine}]`, () => {
    const opened: CarrierStore[] = [];
    let seq = 0;
    const fresh = async (): Promise<CarrierStore> => {
      const store = await open(`s${++seq}_${Math.random().toString(36).slice(2, 8)}`);
      opened.push(store);
      return store;
    };
    afterAll(async () => {
      for (const s of opened) await s.close().catch(() => undefined);
    });

    const dots = (r: { hits: { carrier: CarrierRecord }[] }) => r.hits.map((h) => h.carrier.dotNumber);
    const all = { offset: 0, limit: 100 };
    const search = (store: CarrierStore, q: CarrierQuery) => store.search(q, all);

    describe('upsert outcomes', () => {
      it('reports created, unchanged and changed with the exact field changes', async () => {
        const store = await fresh();
        const a = carrier('1001', { legalName: 'ALPHA FREIGHT LLC', phone: '2025550101' });
        const b = carrier('1002', { legalName: 'BRAVO LINES INC' });
        expect(await store.upsertMany([a, b])).toEqual([
          { dotNumber: '1001', kind: 'created', changes: [] },
          { dotNumber: '1002', kind: 'created', changes: [] },
        ]);
        const moved = { ...a, phone: '2025550199', physicalAddress: { ...a.physicalAddress, city: 'RENO' }, officers: ['JANE ROE', 'JOHN DOE'] };
        const outcomes = await store.upsertMany([moved, b]);
        expect(outcomes[1]).toEqual({ dotNumber: '1002', kind: 'unchanged', changes: [] });
        expect(outcomes[0]).toEqual({
          dotNumber: '1001',
          kind: 'changed',
          changes: [
            { field: 'physicalAddress', before: a.physicalAddress, after: moved.physicalAddress },
            { field: 'phone', before: '2025550101', after: '2025550199' },
            { field: 'officers', before: ['JOHN DOE'], after: ['JANE ROE', 'JOHN DOE'] },
          ],
        });
        expect(await store.get('1001')).toEqual(moved);
        expect(await store.count()).toBe(2);
      });

      it('is idempotent and ignores field order, top-level and nested', async () => {
        const store = await fresh();
        const a = carrier('2001', {
          dockets: ['MC200001'],
          mcNumbers: ['200001'],
          insurance: [policy('MC200001'), { ...policy('MC200001'), origin: 'motus', asOf: '2025-02-03', cancelEffectiveDate: '2025-02-03', endReason: 'REMOVED' }],
          authorities: [authority('MC200001')],
          authorityHistory: [{ docket: 'MC200001', kind: 'CARRIER_PROPERTY', label: 'COMMON', action: 'GRANTED', status: 'ACTIVE', date: '2019-06-01', source: 'li-authhist' }],
          processAgents: [{ docket: 'MC200001', name: 'AGENTS INC', city: 'DOVER', state: 'DE' }],
          revocations: [{ docket: 'MC200001', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2018-01-02', effectiveDate: '2018-02-01', source: 'li-revocation' }],
        });
        await store.upsertMany([a]);
        expect((await store.upsertMany([a])).map((o) => o.kind)).toEqual(['unchanged']);
        const reordered = reverseKeys({
          ...a,
          physicalAddress: reverseKeys(a.physicalAddress),
          insurance: a.insurance.map(reverseKeys),
          authorities: a.authorities.map(reverseKeys),
          authorityHistory: a.authorityHistory.map(reverseKeys),
          processAgents: a.processAgents.map(reverseKeys),
          revocations: a.revocations.map(reverseKeys),
        });
        expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(a));
        expect(await store.upsertMany([reordered])).toEqual([{ dotNumber: '2001', kind: 'unchanged', changes: [] }]);
        expect(JSON.stringify(await store.get('2001'))).toBe(JSON.stringify(a));
        expect(await store.count()).toBe(1);
      });

      it('applies repeated DOT numbers of one batch in order', async () => {
        const store = await fresh();
        const v1 = carrier('3001', { powerUnits: 1 });
        const v2 = { ...v1, powerUnits: 2 };
        expect(await store.upsertMany([v1, v2, v2])).toEqual([
          { dotNumber: '3001', kind: 'created', changes: [] },
          { dotNumber: '3001', kind: 'changed', changes: [{ field: 'powerUnits', before: 1, after: 2 }] },
          { dotNumber: '3001', kind: 'unchanged', changes: [] },
        ]);
        expect((await store.get('3001'))?.powerUnits).toBe(2);
        expect(await store.count()).toBe(1);
      });

      it('refuses a malformed DOT number and writes nothing of that batch', async () => {
        const store = await fresh();
        await expect(store.upsertMany([carrier('4001'), carrier('04002')])).rejects.toThrow(/DOT/);
        await expect(store.upsertMany([carrier('')])).rejects.toThrow(/DOT/);
        expect(await store.count()).toBe(0);
        expect(await store.upsertMany([])).toEqual([]);
      });
    });

    describe('reads by key', () => {
      it('gets one and many, dotsByMc and count', async () => {
        const store = await fresh();
        await store.upsertMany([
          carrier('5001', { dockets: ['MC500001', 'FF77'], mcNumbers: ['500001'] }),
          carrier('5002', { dockets: ['MC500002', 'MC500003'], mcNumbers: ['500002', '500003'] }),
          carrier('5003'),
        ]);
        expect((await store.get('5001'))?.dockets).toEqual(['MC500001', 'FF77']);
        expect(await store.get('9999')).toBeNull();
        expect(await store.get('')).toBeNull();
        const many = await store.getMany(['5003', '5001', '9999', '5001']);
        expect([...many.keys()].sort()).toEqual(['5001', '5003']);
        expect(many.get('5003')).toEqual(carrier('5003'));
        expect(await store.getMany([])).toEqual(new Map());
        expect(await store.dotsByMc(['500001', '500003', '999999', 'MC-500002'])).toEqual(
          new Map([
            ['500001', '5001'],
            ['500003', '5002'],
            ['500002', '5002'],
          ]),
        );
        // A docket that moves away stops resolving to its old carrier.
        await store.upsertMany([carrier('5002', { dockets: ['MC500002'], mcNumbers: ['500002'] })]);
        expect(await store.dotsByMc(['500003'])).toEqual(new Map());
        expect(await store.count()).toBe(3);
      });
    });

    describe('search', () => {
      let store: CarrierStore;
      beforeAll(async () => {
        store = await fresh();
        await store.upsertMany([
          carrier('44110', { legalName: 'EAGLE FREIGHT LLC', dbaName: 'EAGLE EXPRESS', dockets: ['MC123456'], mcNumbers: ['123456'], phone: '2025550101', email: 'dispatch@eaglefreight.com', state: 'TX' }),
          carrier('123456', { legalName: 'NUMBERS TRUCKING INC', state: 'CA' }),
          carrier('200', { legalName: 'GOLDEN EAGLE TRANSPORT', dockets: ['MC200'], mcNumbers: ['200'], state: 'CA', phone: '3105550102' }),
          carrier('201', { legalName: 'SUMMIT HAULING CO', dbaName: 'BLUE FALCON LOGISTICS', state: 'TX', email: 'ops@summit.io' }),
          carrier('202', { legalName: "JOE'S TRUCKING, L.L.C.", state: 'OH' }),
          carrier('203', { legalName: 'J.B. CARTAGE INC', state: 'OH' }),
        ]);
      });

      it.each(['MC-123456', 'mc123456', 'MC 123456', 'MC# 123456'])('finds the MC in any format: %s', async (text) => {
        expect(dots(await search(store, { text }))).toEqual(['44110']);
      });

      it.each(['USDOT 44110', 'DOT# 44110', 'usdot44110', '44110'])('finds the DOT: %s', async (text) => {
        const r = await search(store, { text });
        expect(dots(r)).toEqual(['44110']);
        expect(r.total).toBe(1);
      });

      it('reads bare digits as DOT or MC, exact DOT first', async () => {
        const r = await search(store, { text: '123456' });
        expect(dots(r)).toEqual(['123456', '44110']);
        expect(r.total).toBe(2);
        expect(r.hits[0].score).toBeGreaterThan(r.hits[1].score);
        expect(dots(await search(store, { text: '200' }))).toEqual(['200']);
      });

      it.each(['(202) 555-0101', '202.555.0101', '+1 202 555 0101', '2025550101'])('finds the phone in any format: %s', async (text) => {
        expect(dots(await search(store, { text }))).toEqual(['44110']);
      });

      it('finds by e-mail, any case', async () => {
        expect(dots(await search(store, { text: 'Dispatch@EagleFreight.com' }))).toEqual(['44110']);
        expect(dots(await search(store, { email: 'OPS@summit.io' }))).toEqual(['201']);
        expect(dots(await search(store, { text: 'nobody@nowhere.com' }))).toEqual([]);
      });

      it('finds partial words of legal and DBA names, without punctuation or suffixes', async () => {
        expect(dots(await search(store, { text: 'eagle fr' }))).toEqual(['44110']);
        expect(dots(await search(store, { text: 'Eagle Freight, Inc.' }))).toEqual(['44110']);
        expect(dots(await search(store, { text: 'blue falc' }))).toEqual(['201']);
        expect(dots(await search(store, { text: 'eagle express' }))).toEqual(['44110']);
        expect(dots(await search(store, { text: 'joes truck' }))).toEqual(['202']);
        expect(dots(await search(store, { text: "Joe's" }))).toEqual(['202']);
        expect(dots(await search(store, { text: 'jb cart' }))).toEqual(['203']);
        expect(dots(await search(store, { text: 'J.B.' }))).toEqual(['203']);
        expect(dots(await search(store, { text: 'zebra' }))).toEqual([]);
        expect(new Set(dots(await search(store, { text: 'eag' })))).toEqual(new Set(['44110', '200']));
      });

      it('combines the advanced fields with AND', async () => {
        expect(dots(await search(store, { companyName: 'eagle', state: 'CA' }))).toEqual(['200']);
        expect(dots(await search(store, { companyName: 'eagle', state: 'tx' }))).toEqual(['44110']);
        expect(dots(await search(store, { mcNumber: '123456', state: 'TX' }))).toEqual(['44110']);
        expect(dots(await search(store, { mcNumber: '123456', state: 'CA' }))).toEqual([]);
        expect(dots(await search(store, { phone: '3105550102', companyName: 'golden' }))).toEqual(['200']);
        expect(dots(await search(store, { phone: '3105550102', companyName: 'summit' }))).toEqual([]);
        expect(dots(await search(store, { dotNumber: '201', email: 'ops@summit.io' }))).toEqual(['201']);
        expect(dots(await search(store, { dotNumber: '201', email: 'dispatch@eaglefreight.com' }))).toEqual([]);
        expect(dots(await search(store, { text: 'eagle', state: 'TX' }))).toEqual(['44110']);
        expect(dots(await search(store, { text: 'MC 200', companyName: 'golden eagle' }))).toEqual(['200']);
      });

      it('filters by state alone, in legal-name order (matching form: J.B. CARTAGE before JOE\'S)', async () => {
        const r = await search(store, { state: 'OH' });
        expect(dots(r)).toEqual(['203', '202']);
        expect(r.total).toBe(2);
      });

      it('finds nothing for an empty query', async () => {
        expect(await search(store, {})).toEqual({ hits: [], total: 0 });
        expect(await search(store, { text: '  ' })).toEqual({ hits: [], total: 0 });
        expect(await search(store, { text: 'zz', mcNumber: 'abc' })).toEqual({ hits: [], total: 0 });
      });

      it('returns the whole stored carrier with a score', async () => {
        const r = await search(store, { text: 'summit' });
        expect(r.hits[0].carrier).toEqual(await store.get('201'));
        expect(r.hits[0].score).toBeGreaterThan(0);
      });
    });

    describe('ranking and paging', () => {
      let store: CarrierStore;
      const names = ['ZEPHYR KAPPA', 'ZEPHYR ALPHA', 'ZEPHYR DELTA', 'ZEPHYR BRAVO', 'ZEPHYR CHARLIE', 'ZEPHYR ECHO', 'ZEPHYR GOLF', 'ZEPHYR FOXTROT', 'ZEPHYR HOTEL', 'ZEPHYR INDIA', 'ZEPHYR JULIET'];
      beforeAll(async () => {
        store = await fresh();
        await store.upsertMany([
          ...names.map((legalName, i) => carrier(String(7000 + i), { legalName })),
          carrier('7100', { legalName: 'OTHER NAME', dbaName: 'ZEPHYR ZULU' }),
          carrier('7101', { legalName: 'ZEPHYR ZULU' }),
          carrier('7200', { legalName: 'UNRELATED CARRIER', dockets: ['MC7000'], mcNumbers: ['7000'] }),
        ]);
      });

      it('ranks the legal name above the DBA name and breaks ties on the legal name', async () => {
        const r = await search(store, { text: 'zephyr zulu' });
        expect(dots(r)).toEqual(['7101', '7100']);
        const tied = await search(store, { text: 'zephyr' });
        const legal = tied.hits.map((h) => h.carrier.legalName);
        expect(legal.slice(0, 12)).toEqual([...names, 'ZEPHYR ZULU'].sort());
        expect(legal[12]).toBe('OTHER NAME');
        expect(tied.total).toBe(13);
      });

      it('puts exact identifier hits first', async () => {
        // 7000 is the DOT of ZEPHYR KAPPA and the MC of UNRELATED CARRIER: the DOT first, then the MC.
        expect(dots(await search(store, { text: '7000' }))).toEqual(['7000', '7200']);
      });

      it('pages with a stable order and the full total', async () => {
        const whole = await search(store, { text: 'zeph' });
        expect(whole.total).toBe(13);
        const pages: string[] = [];
        for (let offset = 0; offset < 15; offset += 4) {
          const page = await store.search({ text: 'zeph' }, { offset, limit: 4 });
          expect(page.total).toBe(13);
          pages.push(...dots(page));
        }
        expect(pages).toEqual(dots(whole));
        expect(new Set(pages).size).toBe(13);
        expect(await store.search({ text: 'zeph' }, { offset: 50, limit: 4 })).toEqual({ hits: [], total: 13 });
        expect(await store.search({ text: 'zeph' }, { offset: 0, limit: 0 })).toEqual({ hits: [], total: 13 });
        const statePage = await store.search({ state: 'TX' }, { offset: 10, limit: 3 });
        expect(statePage.total).toBe(14);
        expect(dots(statePage)).toEqual(dots(await store.search({ state: 'TX' }, { offset: 0, limit: 20 })).slice(10, 13));
      });

      it('follows a renamed carrier', async () => {
        await store.upsertMany([carrier('7003', { legalName: 'QUASAR MOVERS' })]);
        expect(dots(await search(store, { text: 'quasar' }))).toEqual(['7003']);
        expect(dots(await search(store, { text: 'zephyr' }))).not.toContain('7003');
        expect((await search(store, { text: 'zephyr' })).total).toBe(12);
      });
    });

    describe('a phone or e-mail on more carriers than are ranked (a filing service)', () => {
      let store: CarrierStore;
      const n = EXACT_RANK_CAP + 12;
      beforeAll(async () => {
        store = await fresh();
        // DOT 9000 + i, named in reverse so name order differs from DOT order.
        const list = Array.from({ length: n }, (_, i) =>
          carrier(String(9000 + i), { legalName: `FILER ${String(n - i).padStart(4, '0')} LLC`, phone: '8005550199', email: 'orders@filing.example', state: i === n - 1 ? 'NV' : 'TX' }),
        );
        await store.upsertMany(list);
      });

      it.each([{ phone: '(800) 555-0199' }, { email: 'Orders@Filing.example' }, { text: '800-555-0199' }])('counts every carrier and ranks the first ones by DOT: %j', async (q) => {
        const first = await store.search(q, { offset: 0, limit: 3 });
        expect(first.total).toBe(n);
        // The ranked set is the EXACT_RANK_CAP lowest DOTs; among equal scores, legal-name order.
        const last = String(9000 + EXACT_RANK_CAP - 1);
        expect(dots(first)).toEqual([last, String(Number(last) - 1), String(Number(last) - 2)]);
        const page = await store.search(q, { offset: EXACT_RANK_CAP - 2, limit: 5 });
        expect(page.total).toBe(n);
        expect(dots(page)).toEqual(['9001', '9000']);
      });

      it('narrows by name and state over every carrier of the number', async () => {
        const named = await store.search({ phone: '8005550199', companyName: 'FILER 0001' }, all);
        expect(dots(named)).toEqual([String(9000 + n - 1)]);
        expect(named.total).toBe(1);
        const inState = await store.search({ email: 'orders@filing.example', state: 'NV' }, all);
        expect(dots(inState)).toEqual([String(9000 + n - 1)]);
        expect(inState.total).toBe(1);
      });
    });

    describe('findSharing', () => {
      let store: CarrierStore;
      beforeAll(async () => {
        store = await fresh();
        const shared: Address = { street: '100 Commerce Street, Suite 5', city: 'Dallas', state: 'TX', zip: '75201', country: 'US' };
        await store.upsertMany([
          carrier('8001', { phone: '2145550100', email: 'a@ring.com', officers: ['JOHN Q PUBLIC'], physicalAddress: shared }),
          carrier('8002', { phone: '2145550100', email: 'A@Ring.com', officers: ['JOHN Q. PUBLIC', 'MARY MAJOR'], physicalAddress: { ...shared, street: '100 COMMERCE ST STE 5', zip: '75201-4411' } }),
          carrier('8003', { phone: '2145550100', officers: ['MARY MAJOR'], mailingAddress: { ...shared, street: '100 Commerce St. #5' } }),
          carrier('8004', { phone: '9725550100', physicalAddress: { ...shared, street: '100 Commerce St Suite 6' } }),
        ]);
      });

      it('finds carriers sharing a phone, in any format, with the total', async () => {
        expect(await store.findSharing('phone', '(214) 555-0100', 10)).toEqual({ dotNumbers: ['8001', '8002', '8003'], total: 3 });
        expect(await store.findSharing('phone', '214.555.0100', 2)).toEqual({ dotNumbers: ['8001', '8002'], total: 3 });
        expect(await store.findSharing('phone', '0000000000', 10)).toEqual({ dotNumbers: [], total: 0 });
        expect(await store.findSharing('phone', '', 10)).toEqual({ dotNumbers: [], total: 0 });
      });

      it('finds carriers sharing an e-mail', async () => {
        expect(await store.findSharing('email', 'A@RING.COM', 10)).toEqual({ dotNumbers: ['8001', '8002'], total: 2 });
      });

      it('finds carriers sharing a street address, physical or mailing, however it is spelled', async () => {
        expect(await store.findSharing('address', '100 Commerce Street Suite 5, Dallas, TX 75201', 10)).toEqual({ dotNumbers: ['8001', '8002', '8003'], total: 3 });
        expect(await store.findSharing('address', '100 COMMERCE ST STE 5|TX|75201', 1)).toEqual({ dotNumbers: ['8001'], total: 3 });
        expect(await store.findSharing('address', '100 Commerce St Ste 6, Dallas, TX 75201', 10)).toEqual({ dotNumbers: ['8004'], total: 1 });
      });

      it('finds carriers sharing an officer', async () => {
        expect(await store.findSharing('officer', 'john q. public', 10)).toEqual({ dotNumbers: ['8001', '8002'], total: 2 });
        expect(await store.findSharing('officer', 'MARY MAJOR', 10)).toEqual({ dotNumbers: ['8002', '8003'], total: 2 });
        expect(await store.findSharing('officer', 'MARY MAJOR', 0)).toEqual({ dotNumbers: [], total: 2 });
      });

      it('follows changes', async () => {
        const before = (await store.get('8003'))!;
        await store.upsertMany([{ ...before, phone: '9725550100', officers: [] }]);
        expect(await store.findSharing('phone', '2145550100', 10)).toEqual({ dotNumbers: ['8001', '8002'], total: 2 });
        expect(await store.findSharing('phone', '9725550100', 10)).toEqual({ dotNumbers: ['8003', '8004'], total: 2 });
        expect(await store.findSharing('officer', 'MARY MAJOR', 10)).toEqual({ dotNumbers: ['8002'], total: 1 });
      });
    });

    it('keeps everything across a reopen', async () => {
      const name = `durable_${Math.random().toString(36).slice(2, 8)}`;
      const first = await open(name);
      await first.upsertMany([carrier('6001', { legalName: 'DURABLE DRAYAGE LLC', dockets: ['MC60001'], mcNumbers: ['60001'], phone: '6175550100' })]);
      await first.close();
      const again = await open(name);
      opened.push(again);
      expect((await again.get('6001'))?.legalName).toBe('DURABLE DRAYAGE LLC');
      expect(await again.count()).toBe(1);
      expect(dots(await again.search({ text: 'durable dray' }, all))).toEqual(['6001']);
      expect(await again.dotsByMc(['60001'])).toEqual(new Map([['60001', '6001']]));
      expect(await again.findSharing('phone', '6175550100', 5)).toEqual({ dotNumbers: ['6001'], total: 1 });
      expect(await again.upsertMany([(await again.get('6001'))!])).toEqual([{ dotNumber: '6001', kind: 'unchanged', changes: [] }]);
    });
  });
}
