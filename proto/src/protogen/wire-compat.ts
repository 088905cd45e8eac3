import * as protobuf from 'protobufjs';

/**
 * What an outside reader of the published topics holds: the payload messages as they were published (protobufjs
 * descriptors), each with a sample and the sample's bytes. Checked in as proto/events/v1.published.json and refreshed
 * only on purpose (`npm run proto:generate -- --publish`, which refuses an incompatible change), so the wire test
 * (wire-compat.spec.ts) can read old bytes with today's files and today's bytes with the old descriptors.
 */
export interface PublishedMessage {
  descriptor: protobuf.IType;
  sample: Record<string, unknown>;
  /** The sample encoded with the descriptor, base64. */
  wire: string;
}

export type PublishedSnapshot = Record<string, PublishedMessage>;

/** toObject options that keep every value JSON-comparable (int64 as strings, bytes as base64). */
export const PLAIN: protobuf.IConversionOptions = { longs: String, bytes: String, enums: Number };

/** A value for every field (lists of two, a map of one, nested messages filled), so each field is on the wire. */
export function sampleOf(type: protobuf.Type): Record<string, unknown> {
  const one = (field: protobuf.Field, i: number): unknown => {
    field.resolve();
    if (field.resolvedType instanceof protobuf.Type) return sampleOf(field.resolvedType);
    if (field.resolvedType instanceof protobuf.Enum) return Object.values(field.resolvedType.values).at(-1);
    switch (field.type) {
      case 'string':
        return `${field.name}-${i}`;
      case 'bool':
        return true;
      case 'bytes':
        return Buffer.from([i + 1, 2, 3]).toString('base64');
      case 'double':
      case 'float':
        return 1.5 + i;
      default:
        return field.id * 3 + i; // every integer type
    }
  };
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    if (field.map) out[field.name] = { key: one(field, 0) };
    else if (field.repeated) out[field.name] = [one(field, 0), one(field, 1)];
    else out[field.name] = one(field, 0);
  }
  return type.toObject(type.fromObject(out), PLAIN);
}

/** The published messages as they are in `root` now. */
export function snapshotOf(root: protobuf.Root, messages: readonly string[]): PublishedSnapshot {
  return Object.fromEntries(
    messages.map((name) => {
      const type = root.lookupType(name);
      const sample = sampleOf(type);
      return [name, { descriptor: type.toJSON(), sample, wire: Buffer.from(type.encode(type.fromObject(sample)).finish()).toString('base64') }];
    }),
  );
}

/** A published message as its reader compiled it. */
export function publishedType(name: string, message: PublishedMessage): protobuf.Type {
  const parts = name.split('.');
  const root = protobuf.Root.fromJSON({ nested: {} });
  let ns: protobuf.Namespace = root;
  for (const p of parts.slice(0, -1)) ns = ns.define(p);
  ns.add(protobuf.Type.fromJSON(parts.at(-1)!, message.descriptor));
  root.resolveAll();
  return root.lookupType(name);
}

/** Whether `id` is reserved; protobufjs' own isReservedId misses the last number of a range (`reserved 5;` is [5, 5]). */
export const isReservedId = (type: protobuf.Type, id: number): boolean => (type.reserved ?? []).some((r) => typeof r !== 'string' && r[0] <= id && id <= r[1]);

const shapeOf = (f: protobuf.Field): string =>
  f instanceof protobuf.MapField ? `map<${f.keyType}, ${f.type}>` : `${f.repeated ? 'repeated ' : ''}${f.type}`;

/**
 * Why a reader of `old` would misread `current`: a field renumbered, retyped, or gone without its number reserved,
 * a number reused for another field, or the message gone. Nested messages are checked the same way.
 */
export function compatProblems(name: string, old: protobuf.Type, current: protobuf.Type | null): string[] {
  if (!current) return [`${name}: the message is gone (a published message stays; retire it by no longer sending it)`];
  const problems: string[] = [];
  for (const was of old.fieldsArray) {
    const now = current.fields[was.name];
    const byNumber = current.fieldsById[was.id];
    if (byNumber && byNumber.name !== was.name) problems.push(`${name}.${was.name}: number ${was.id} now belongs to ${byNumber.name}`);
    if (!now) {
      if (!isReservedId(current, was.id)) problems.push(`${name}.${was.name}: removed without reserving number ${was.id}`);
      continue;
    }
    if (now.id !== was.id) problems.push(`${name}.${was.name}: renumbered ${was.id} → ${now.id}`);
    if (shapeOf(now) !== shapeOf(was)) problems.push(`${name}.${was.name}: type changed "${shapeOf(was)}" → "${shapeOf(now)}"`);
  }
  for (const nested of old.nestedArray.filter((n): n is protobuf.Type => n instanceof protobuf.Type)) {
    const now = current.nested?.[nested.name];
    problems.push(...compatProblems(`${name}.${nested.name}`, nested, now instanceof protobuf.Type ? now : null));
  }
  return problems;
}
