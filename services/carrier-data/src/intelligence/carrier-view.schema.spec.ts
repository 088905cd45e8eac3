/**
 * carrier-data's answers against their declared HTTP contract (@logiscope/proto/views): a field the service adds,
 * drops or retypes without the schema following fails here, not at the gateway in production. Here, not in proto:
 * proto never imports a service.
 */
import { CarrierViewSchema, SharedIdentifierSchema } from '@logiscope/proto/views';
import { emptyCarrier } from '../carrier/carrier.model';
import { toCarrierView } from './carrier-view';
import { assessRisk } from './risk-score';
import { buildSharedIdentifiers } from './shared-identifiers';
import { badCarrier, goodCarrier, newCarrier, NOW, policy } from './test-fixtures';

/**
 * Parsing strips keys the schema does not declare (objects are not strict), so equality after parsing also proves
 * that every field the service sends, nested ones included, is declared.
 */
function expectDeclared<T>(schema: { safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } } }, value: T): void {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(value);
}

describe('CarrierView against CarrierViewSchema', () => {
  it.each([
    ['an established carrier', goodCarrier(), {}],
    ['a revoked, uninsured, out-of-service carrier', badCarrier(), {}],
    ['a new carrier with not enough data', newCarrier(), {}],
    ['an empty record', emptyCarrier('44110'), {}],
    ['a DBA name, a cancelling policy, a BASIC score and trailers', goodCarrier({ dbaName: 'VERIHA LOGISTICS', insurance: [policy({ cancelEffectiveDate: '2025-10-20' })] }), { basicScore: 42.26, trailerCount: 7 }],
  ])('declares %s as toCarrierView produces it', (_name, record, options) => {
    const view = toCarrierView(record, { now: NOW, risk: assessRisk(record, { now: NOW, sharedIdentifiers: 3 }), ...options });
    expectDeclared(CarrierViewSchema, view);
  });

  it('declares the nullable score and rate as null, not absent', () => {
    const view = toCarrierView(newCarrier({ inspections: 0 }), { now: NOW });
    expect(view).toMatchObject({ riskScore: null, oosRate: null });
    expectDeclared(CarrierViewSchema, view);
  });
});

describe('SharedIdentifier against SharedIdentifierSchema', () => {
  it('declares every kind, including a carrier LogiScope holds no record of', () => {
    const subject = goodCarrier({ dotNumber: '4427594', priorRevokeDotNumber: '885213' });
    const identifiers = buildSharedIdentifiers(
      subject,
      [
        { kind: 'phone', value: '7157325660', dotNumbers: ['4427594', '111'], total: 2 },
        { kind: 'vin', value: '1FUJGLDR5CLBP8834', dotNumbers: ['222'] },
        { kind: 'address', value: '1209 ORANGE ST|WILMINGTON|DE', dotNumbers: ['111'], total: 240 },
      ],
      [badCarrier(), goodCarrier({ dotNumber: '111', authorityStatus: 'INACTIVE' })],
    );
    expect(identifiers.map((i) => i.kind).sort()).toEqual(['address', 'phone', 'prior-revocation', 'vin']);
    expect(identifiers.flatMap((i) => i.carriers).some((c) => c.authorityStatus === '')).toBe(true);
    for (const identifier of identifiers) expectDeclared(SharedIdentifierSchema, identifier);
  });
});
