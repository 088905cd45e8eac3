import { z } from 'zod';

/**
 * How a zod field becomes a proto3 field. The zod schema is the source; this is the one place that decides the wire
 * type, so the gRPC transport (services/libs/infra/src/distributed/grpc/wire-shape.ts) and the Kafka codec read the
 * generated files the way they always have:
 * - string, enum, literal → string (enumerations travel as strings, so a new value is an additive change; the values
 *   become the field's comment); boolean → bool; number → double (fractions round-trip exactly), an integer
 *   (`.int()`) → int32;
 * - `x: T | null` (`.nullable()`) of a scalar → its google.protobuf wrapper (unset for null);
 * - `x?: T` (`.optional()`) of a scalar → proto3 `optional` where the file keeps presence (gRPC: '' stays apart from
 *   absent), a plain field where it does not (events: decoded with defaults, absent reads as ''); of a message → a
 *   plain message field (unset when absent);
 * - array → repeated; record → map<string, V>; object → a message the same file (or message) declares.
 * Wider integers, bytes and proto enums are named with the helpers below, and `onWire` keeps a field's published type
 * when its zod rule tightened (an integer that was published as double stays double: a wire type never changes).
 */
export type ProtoScalar = 'string' | 'bool' | 'double' | 'float' | 'int32' | 'int64' | 'uint32' | 'uint64' | 'bytes';

export interface ProtoWireMeta {
  /** A scalar wider than zod says (int64, uint32...) or bytes. */
  scalar?: ProtoScalar;
  /** A proto enum nested in the message, values numbered in declared order (only for protocols that need one). */
  protoEnum?: string;
  /** An optional scalar sent as a plain field (absent reads as '' / 0 / false), as it was published. */
  presence?: false;
}

/** Wire hints for the generator, kept out of zod's global registry so they never reach JSON Schema / OpenAPI. */
export const protoWire = z.registry<ProtoWireMeta>();

/** The proto scalar a zod schema travels as, when it is not the default above. */
export const onWire = <T extends z.core.$ZodType>(schema: T, scalar: ProtoScalar): T => {
  protoWire.add(schema, { scalar });
  return schema;
};

/** `x?: T` that travels as a plain field (no proto3 `optional`): absent arrives as the default. */
export const withoutPresence = <T extends z.core.$ZodType>(schema: T): T => {
  protoWire.add(schema, { presence: false });
  return schema;
};

export const int32 = () => z.number().int().register(protoWire, { scalar: 'int32' });
export const int64 = () => z.number().int().register(protoWire, { scalar: 'int64' });
export const uint32 = () => z.number().int().nonnegative().register(protoWire, { scalar: 'uint32' });
export const uint64 = () => z.number().int().nonnegative().register(protoWire, { scalar: 'uint64' });
export const bytes = () => z.instanceof(Uint8Array).register(protoWire, { scalar: 'bytes' });
export const protoEnum = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values).register(protoWire, { protoEnum: name });

export interface ProtoField {
  /** snake_case, as proto-loader (keepCase: false) turns it back into the zod key. */
  name: string;
  /** The declaration's type as written: `repeated string`, `optional bool`, `map<string, string>`, `CarrierView`... */
  type: string;
  comment?: string;
  /** A nested enum this field needs declared (name and values). */
  enumDecl?: { name: string; values: readonly string[] };
  /** Uses a google.protobuf wrapper (the file imports wrappers.proto). */
  wrapper: boolean;
}

type AnySchema = z.core.$ZodType;
const defOf = (s: AnySchema) => s._zod.def as Record<string, unknown> & { type: string };

const WRAPPER: Partial<Record<ProtoScalar, string>> = {
  string: 'StringValue',
  bool: 'BoolValue',
  double: 'DoubleValue',
  float: 'FloatValue',
  int32: 'Int32Value',
  int64: 'Int64Value',
  uint32: 'UInt32Value',
  uint64: 'UInt64Value',
  bytes: 'BytesValue',
};

export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function descriptionOf(schema: AnySchema): string | undefined {
  return z.globalRegistry.get(schema)?.description;
}

interface Unwrapped {
  base: AnySchema;
  optional: boolean;
  nullable: boolean;
  description?: string;
}

/** Peels optional / nullable / default / readonly, keeping the outermost description. */
function unwrap(schema: AnySchema): Unwrapped {
  let s = schema;
  let optional = false;
  let nullable = false;
  let description = descriptionOf(s);
  for (;;) {
    const def = defOf(s);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'default' && def.type !== 'readonly' && def.type !== 'prefault') break;
    s = def.innerType as AnySchema;
    description ??= descriptionOf(s);
  }
  return { base: s, optional, nullable, description };
}

type Element = { kind: 'scalar'; scalar: ProtoScalar; values?: readonly string[] } | { kind: 'message'; name: string } | { kind: 'enum'; name: string; values: readonly string[] };

/** A single value's proto type: a scalar, a proto enum, or a message the file declares (messageName finds it). */
function elementOf(schema: AnySchema, messageName: (s: AnySchema) => string | undefined, where: string): Element {
  const meta = protoWire.get(schema);
  const def = defOf(schema);
  if (meta?.protoEnum) return { kind: 'enum', name: meta.protoEnum, values: Object.values(def.entries as Record<string, string>) };
  if (meta?.scalar) return { kind: 'scalar', scalar: meta.scalar };
  switch (def.type) {
    case 'string':
      return { kind: 'scalar', scalar: 'string' };
    case 'enum':
      return { kind: 'scalar', scalar: 'string', values: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      if ((def.values as unknown[]).every((v) => typeof v === 'string')) return { kind: 'scalar', scalar: 'string', values: def.values as string[] };
      break;
    case 'boolean':
      return { kind: 'scalar', scalar: 'bool' };
    case 'number':
      return { kind: 'scalar', scalar: (schema as z.ZodNumber).isInt ? 'int32' : 'double' };
    case 'object': {
      const name = messageName(schema);
      if (name) return { kind: 'message', name };
      throw new Error(`${where}: a nested object must be one of the file's messages (list it in the file's messages)`);
    }
  }
  throw new Error(`${where}: zod type "${def.type}" has no proto3 mapping (see proto/src/protogen/proto-field.ts)`);
}

const enumComment = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(' | ');

/** One zod object key as a proto3 field (without its number: the lock gives it). */
export function protoFieldOf(
  key: string,
  schema: AnySchema,
  messageName: (s: AnySchema) => string | undefined,
  where: string,
  presence: boolean,
): ProtoField {
  const at = `${where}.${key}`;
  const { base, optional, nullable, description } = unwrap(schema);
  const def = defOf(base);
  const name = snakeCase(key);
  if (def.type === 'array' || def.type === 'record') {
    const inner = def.type === 'array' ? (def.element as AnySchema) : (def.valueType as AnySchema);
    const el = elementOf(unwrap(inner).base, messageName, at);
    if (el.kind === 'enum') throw new Error(`${at}: a list of proto enums is not supported`);
    const t = el.kind === 'message' ? el.name : el.scalar;
    if (def.type === 'record' && defOf(def.keyType as AnySchema).type !== 'string') throw new Error(`${at}: map keys must be strings`);
    const values = el.kind === 'scalar' ? el.values : undefined;
    return {
      name,
      type: def.type === 'array' ? `repeated ${t}` : `map<string, ${t}>`,
      comment: description ?? (values ? enumComment(values) : undefined),
      wrapper: false,
    };
  }
  const el = elementOf(base, messageName, at);
  if (el.kind === 'message') return { name, type: el.name, comment: description, wrapper: false };
  if (el.kind === 'enum') return { name, type: el.name, comment: description, enumDecl: { name: el.name, values: el.values }, wrapper: false };
  const comment = description ?? (el.values ? enumComment(el.values) : undefined);
  if (nullable) {
    const wrapper = WRAPPER[el.scalar];
    return { name, type: `google.protobuf.${wrapper}`, comment, wrapper: true };
  }
  const keepsPresence = presence && protoWire.get(schema)?.presence !== false;
  return { name, type: optional && keepsPresence ? `optional ${el.scalar}` : el.scalar, comment, wrapper: false };
}
