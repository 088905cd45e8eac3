import * as protobuf from 'protobufjs';
import { z } from 'zod';
import { int64 } from './proto-field';
import type { ProtoFileSpec } from './proto-file';
import { numberFields, ProtoLockError, type FieldNumberLock } from './proto-lock';
import { renderProtoFile } from './proto-render';
import { isReservedId } from './wire-compat';

const Carrier = z.object({ dotNumber: z.string(), name: z.string() });
const spec = (schema: z.ZodObject, presence = true): ProtoFileSpec => ({
  path: 'grpc/v1/t.proto',
  package: 't.v1',
  source: 'proto/src/t.ts',
  presence,
  messages: [
    { name: 'Carrier', schema: Carrier },
    { name: 'Answer', schema },
  ],
});
const render = (schema: z.ZodObject, lock: FieldNumberLock = {}, presence = true) => renderProtoFile(spec(schema, presence), lock);
const answer = (text: string) => protobuf.parse(text, { keepCase: true }).root.lookupType('t.v1.Answer');

describe('field numbers (proto/field-numbers.lock.json)', () => {
  const v1 = z.object({ id: z.string(), score: z.number() });
  const { lock } = render(v1);

  it('numbers a new message in declaration order', () => {
    expect(lock['t.v1.Answer'].fields).toEqual({ id: { number: 1, type: 'string' }, score: { number: 2, type: 'double' } });
  });

  it('gives a new field the next free number and keeps the others', () => {
    const { text, lock: next } = render(z.object({ note: z.string(), id: z.string(), score: z.number() }), lock);
    expect(answer(text).fields.note.id).toBe(3);
    expect(next['t.v1.Answer'].fields.id.number).toBe(1);
  });

  it('reserves the number and name of a removed field, and never gives them again', () => {
    const { text, lock: next } = render(z.object({ id: z.string() }), lock);
    expect(next['t.v1.Answer'].reserved).toEqual([{ number: 2, name: 'score' }]);
    expect(isReservedId(answer(text), 2)).toBe(true);
    expect(answer(text).isReservedName('score')).toBe(true);
    expect(answer(render(z.object({ id: z.string(), rank: z.number() }), next).text).fields.rank.id).toBe(3);
    expect(() => render(z.object({ id: z.string(), score: z.number() }), next)).toThrow(/score was removed \(reserved\)/);
  });

  it('refuses a field whose type changed', () => {
    expect(() => render(z.object({ id: z.string(), score: z.string() }), lock)).toThrow(ProtoLockError);
    expect(() => render(z.object({ id: z.string(), score: int64() }), lock)).toThrow(/score is locked as "double" \(field 2\), the schema now says "int64"/);
  });

  it('refuses a lock that gives one number twice (a renumbered field)', () => {
    const renumbered = { fields: { id: { number: 1, type: 'string' }, score: { number: 1, type: 'double' } } };
    expect(() => numberFields('t.v1.Answer', [{ name: 'id', type: 'string' }], renumbered)).toThrow(/number 1 is given to both id and score/);
  });
});

describe('zod → proto3 types', () => {
  const Shapes = z.object({
    text: z.string(),
    kind: z.enum(['A', 'B']),
    flag: z.boolean(),
    tags: z.array(z.string()),
    params: z.record(z.string(), z.string()),
    rate: z.number().nullable(),
    query: z.string().optional().describe('Absent: no query.'),
    carrier: Carrier.optional(),
    carriers: z.array(Carrier),
    size: int64(),
  });

  it('maps each zod shape as the gRPC transport and the Kafka codec read it', () => {
    const { text } = render(Shapes);
    const type = answer(text);
    const shape = (n: string) => {
      const f = type.fields[n];
      return f instanceof protobuf.MapField ? `map<${f.keyType}, ${f.type}>` : `${f.repeated ? 'repeated ' : ''}${f.options?.proto3_optional ? 'optional ' : ''}${f.type}`;
    };
    expect(Object.fromEntries(type.fieldsArray.map((f) => [f.name, shape(f.name)]))).toEqual({
      text: 'string',
      kind: 'string',
      flag: 'bool',
      tags: 'repeated string',
      params: 'map<string, string>',
      rate: 'google.protobuf.DoubleValue',
      query: 'optional string',
      carrier: 'Carrier',
      carriers: 'repeated Carrier',
      size: 'int64',
    });
    expect(text).toContain('  // "A" | "B"\n  string kind = 2;');
    expect(text).toContain('  // Absent: no query.\n  optional string query = 7;');
    expect(text).toContain('import "google/protobuf/wrappers.proto";');
  });

  it('keeps optional scalars plain in files without presence (events read absent as the default)', () => {
    expect(render(z.object({ note: z.string().optional() }), {}, false).text).toContain('  string note = 1;');
  });

  it('refuses a nested object that is not one of the file\'s messages', () => {
    expect(() => render(z.object({ inner: z.object({ a: z.string() }) }))).toThrow(/t\.v1\.Answer\.inner: a nested object must be one of the file's messages/);
  });
});
