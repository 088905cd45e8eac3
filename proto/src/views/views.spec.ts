import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import * as views from './index';

/** Every exported `XxxSchema` with the metadata it registered (id, description, examples). */
const schemas = Object.entries(views as Record<string, unknown>)
  .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType)
  .map(([name, schema]) => ({ name, schema, meta: schema.meta() }));

describe('HTTP API views', () => {
  it('names every schema for OpenAPI after its type: XxxSchema is component Xxx', () => {
    expect(schemas.length).toBeGreaterThan(20);
    for (const { name, meta } of schemas) expect({ name, id: meta?.id }).toEqual({ name, id: name.replace(/Schema$/, '') });
  });

  it.each(['CarrierView', 'CarrierSearchReply', 'UserView', 'SavedCarrierView', 'MonitoringAlertView', 'ImportRunView', 'LoginRecordView'])(
    'gives %s an example',
    (id) => {
      const found = schemas.find((s) => s.meta?.id === id);
      expect(found?.meta?.examples).toEqual(expect.arrayContaining([expect.anything()]));
    },
  );

  it('parses every example with its own schema', () => {
    const examples = schemas.flatMap(({ name, schema, meta }) => ((meta?.examples as unknown[] | undefined) ?? []).map((example) => ({ name, schema, example })));
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const { name, schema, example } of examples) {
      const parsed = schema.safeParse(example);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
    }
  });

  it('tolerates keys it does not declare (answers are validated, not stripped to the letter)', () => {
    const parsed = views.CarrierViewSchema.safeParse({ ...views.CARRIER_VIEW_EXAMPLE, internalRank: 3 });
    expect(parsed.success).toBe(true);
  });

  it('rejects a CarrierView missing a field or with a value outside an enum', () => {
    const { oosRate: _dropped, ...missing } = views.CARRIER_VIEW_EXAMPLE;
    expect(views.CarrierViewSchema.safeParse(missing).success).toBe(false);
    expect(views.CarrierViewSchema.safeParse({ ...views.CARRIER_VIEW_EXAMPLE, safetyRating: 'NOT RATED' }).success).toBe(false);
    expect(views.CarrierViewSchema.safeParse({ ...views.CARRIER_VIEW_EXAMPLE, truckCount: 2.5 }).success).toBe(false);
  });

  it('renders as OpenAPI 3.1 components when answered, nested views by reference', () => {
    // As the gateway uses them: each view the 200 answer of an operation.
    const paths = Object.fromEntries(
      schemas.map(({ name, schema }) => [`/${name}`, { get: { responses: { '200': { description: name, content: { 'application/json': { schema } } } } } }]),
    );
    const document = createDocument({ openapi: '3.1.0', info: { title: 'views', version: '1' }, paths });
    const components = document.components?.schemas ?? {};
    expect(Object.keys(components)).toEqual(expect.arrayContaining(['CarrierView', 'RiskFactor', 'SavedCarrierView', 'UserView', 'CompanyView', 'ImportRunView', 'LoginRecordView']));
    const saved = components.SavedCarrierView as { properties: Record<string, unknown>; examples?: unknown[] };
    expect(saved.properties.carrier).toEqual({ $ref: '#/components/schemas/CarrierView' });
    expect(saved.examples).toHaveLength(1);
    const carrier = components.CarrierView as { properties: Record<string, { description?: string }>; required: string[] };
    expect(carrier.required).toContain('riskScore');
    expect(carrier.properties.id.description).toMatch(/DOT number/);
    const user = components.UserView as { required: string[] };
    expect(user.required).not.toContain('company');
  });
});
