import { StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { OPERATIONS, operation, ops } from '@logiscope/proto/http';
import * as views from '@logiscope/proto/views';
import { compiledSchema, declaredAnswer } from './declared-answer.interceptor';

const ViewSchema = z.object({ id: z.string(), name: z.string(), at: z.string(), tags: z.array(z.object({ label: z.string() })) });
const op = operation({
  id: 'getThing',
  method: 'POST',
  path: '/api/things/:id',
  access: 'company',
  summary: 'A thing',
  tag: 'Things',
  success: { status: 200, description: 'The thing', schema: ViewSchema },
  alsoSuccess: [{ status: 202, description: 'Still running', schema: z.object({ state: z.string() }) }],
});
const view = { id: 't1', name: 'Eagle', at: '2026-12-01T00:00:00.000Z', tags: [{ label: 'reefer' }] };

describe('an answer leaves as its operation declares it', () => {
  it("drops every field the view does not declare, nested ones too (a service's new field never leaks)", () => {
    const answer = { ...view, reporterEmail: 'ann@acme.test', tags: [{ label: 'reefer', internalScore: 7 }] };
    expect(declaredAnswer(op, 200, answer)).toStrictEqual(view);
  });

  it('parses with the schema of the success it answers (202 while a job runs)', () => {
    expect(declaredAnswer(op, 202, { state: 'running', jobId: 'j1' })).toStrictEqual({ state: 'running' });
  });

  it('reads a Date as the client would receive it, as its JSON text', () => {
    expect(declaredAnswer(op, 200, { ...view, at: new Date(view.at) })).toStrictEqual(view);
  });

  it('refuses to send a body its schema rejects, or a status it does not declare', () => {
    expect(() => declaredAnswer(op, 200, { ...view, name: undefined })).toThrow('getThing answered 200 with a body its declared schema rejects: name:');
    expect(() => declaredAnswer(op, 201, view)).toThrow('getThing answered 201, which it does not declare');
  });

  it('lets files and empty answers through untouched', () => {
    const pdf = new StreamableFile(Buffer.from('%PDF'));
    expect(declaredAnswer(ops.downloadCertificate, 200, pdf)).toBe(pdf);
    expect(declaredAnswer(ops.retractReport, 204, undefined)).toBeUndefined();
  });

  it("keeps a carrier report's reporter and carrier e-mails out of the Reports tab", () => {
    const report = {
      id: 'r1', carrierId: '1000001', reportType: 'NEGATIVE', rating: 2, comments: 'Late.', createdAt: '2026-12-01T00:00:00.000Z', responseDeadline: '',
      canRespond: false, windowState: 'CLOSED', response: null, reporterCompany: 'Acme', isOwn: false, visibility: 'ALL', responseLink: null,
      carrierNotified: null, responderContact: null,
    };
    const [shown] = declaredAnswer(ops.listCarrierReports, 200, [{ ...report, reporterEmail: 'ann@acme.test', carrierEmail: 'ops@eagle.test' }]) as object[];
    expect(shown).toStrictEqual(report);
  });
});

describe('the compiled path (z.compile, what production runs)', () => {
  const answerOf = (schema: z.ZodType) => operation({ ...op, id: 'answer', success: { status: 200, description: 'answer', schema } });
  const checks = ['compiled', 'compare'] as const;

  it.each(checks)('strips a leaked key from nested objects, arrays, unions and records (%s)', (check) => {
    const Leg = z.object({ city: z.string(), stop: z.number().int().optional() });
    const schema = z.object({
      id: z.string(),
      legs: z.array(Leg),
      owner: z.object({ name: z.string(), note: z.string().nullable() }).nullable(),
      party: z.discriminatedUnion('kind', [z.object({ kind: z.literal('carrier'), dot: z.string() }), z.object({ kind: z.literal('broker'), mc: z.string() })]),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      byLane: z.record(z.string(), Leg),
      status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
    });
    const shown = {
      id: 'x',
      legs: [{ city: 'Reno', stop: 1 }],
      owner: { name: 'Ann', note: null },
      party: { kind: 'broker', mc: 'MC1' },
      either: { b: 2 },
      byLane: { west: { city: 'Elko' } },
      status: 'ACTIVE',
    };
    const leaked = {
      ...shown,
      secret: 's',
      legs: [{ city: 'Reno', stop: 1, cost: 9 }],
      owner: { name: 'Ann', note: null, email: 'ann@acme.test' },
      party: { kind: 'broker', mc: 'MC1', margin: 0.2 },
      either: { b: 2, token: 't' },
      byLane: { west: { city: 'Elko', driverPhone: '555' } },
    };
    expect(declaredAnswer(answerOf(schema), 200, leaked, check)).toStrictEqual(shown);
    const { status: _s, ...withoutDefault } = leaked;
    expect(declaredAnswer(answerOf(schema), 200, withoutDefault, check)).toStrictEqual(shown);
    expect(() => declaredAnswer(answerOf(schema), 200, { ...leaked, party: { kind: 'shipper' } }, check)).toThrow('answer answered 200 with a body its declared schema rejects: party');
  });

  it('compiles once per schema, and every declared answer of the API compiles (none left on the runtime parser)', () => {
    expect(compiledSchema(views.CarrierSearchReplySchema)).toBe(compiledSchema(views.CarrierSearchReplySchema));
    const schemas = new Set(OPERATIONS.flatMap((o) => [o.success, ...(o.alsoSuccess ?? [])]).flatMap((s) => (s.schema ? [s.schema] : [])));
    expect(schemas.size).toBeGreaterThan(50);
    const refused = [...schemas].filter((s) => compiledSchema(s) === s).map((s) => s.meta()?.id ?? s.def.type);
    expect(refused).toEqual([]);
  });

  it('keeps a schema zod cannot compile (a recursive one) on the runtime parser: still stripped, never passed through', () => {
    type Tree = { name: string; children: Tree[] };
    const TreeSchema: z.ZodType<Tree> = z.object({
      name: z.string(),
      get children() {
        return z.array(TreeSchema);
      },
    });
    expect(compiledSchema(TreeSchema)).toBe(TreeSchema);
    const leaked = { name: 'a', owner: 'x', children: [{ name: 'b', owner: 'y', children: [] }] };
    expect(declaredAnswer(answerOf(TreeSchema), 200, leaked)).toStrictEqual({ name: 'a', children: [{ name: 'b', children: [] }] });
  });

  it('answers as the runtime parser does on every example of the views, with a leaked key added', () => {
    const examples = Object.values(views as Record<string, unknown>)
      .filter((v): v is z.ZodType => v instanceof z.ZodType)
      .flatMap((schema) => ((schema.meta()?.examples as unknown[] | undefined) ?? []).map((example) => ({ schema, example })));
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const { schema, example } of examples) {
      const id = schema.meta()?.id;
      const leaked = example !== null && typeof example === 'object' && !Array.isArray(example) ? { ...example, leakedField: 'x' } : example;
      expect({ id, answer: compiledSchema(schema).parse(example) }).toStrictEqual({ id, answer: example });
      // A strict view (LookupPublicView) refuses the unknown key on both paths; the others strip it.
      const [fast, runtime] = [compiledSchema(schema).safeParse(leaked), schema.safeParse(leaked)];
      expect({ id, ok: fast.success, answer: fast.data }).toStrictEqual({ id, ok: runtime.success, answer: runtime.success ? example : undefined });
    }
  });

  it('in compare mode (tests), a compiled answer that differs from the runtime parser is a 500, not an answer', () => {
    // A schema whose own parser answers otherwise than the one z.compile builds from its definition.
    const drifting = z.withParser(ViewSchema, (input) => ({ ...(input as z.infer<typeof ViewSchema>), name: 'drifted' }));
    expect(declaredAnswer(answerOf(drifting), 200, view, 'compiled')).toStrictEqual(view);
    expect(() => declaredAnswer(answerOf(drifting), 200, view, 'compare')).toThrow("answer: its compiled answer schema and zod's runtime parser disagree on this answer");
  });
});
