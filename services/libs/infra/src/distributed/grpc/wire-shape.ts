import { isAbsolute, join } from 'node:path';
import { Root, Type, type Field } from 'protobufjs';

/**
 * Where the TS contracts and proto3 (as proto-loader decodes it: defaults, oneofs) part ways, and how each side is
 * put back, driven by the .proto itself:
 * - `x: T | null` is a google.protobuf wrapper field (DoubleValue, Int32Value, StringValue...): unset for null, the
 *   value otherwise. toWire wraps the value, fromWire unwraps it and answers null when unset, so null stays apart
 *   from 0, '' and false.
 * - `x?: T` is a proto3 `optional` scalar or a plain message field: unset when undefined. proto-loader decodes an
 *   unset message as null and adds a `_x` key beside a set `optional`; fromWire drops both.
 * Everything else (scalars with their defaults, lists, enums as strings) passes as proto-loader gives it; fromWire
 * keeps only the fields the proto declares.
 */
const WRAPPERS = new Set(
  ['Double', 'Float', 'Int64', 'UInt64', 'Int32', 'UInt32', 'Bool', 'String', 'Bytes'].map((t) => `.google.protobuf.${t}Value`),
);

type Plain = Record<string, unknown>;

const messageOf = (field: Field): Type | undefined => (field.resolvedType instanceof Type ? field.resolvedType : undefined);
const isWrapper = (type: Type): boolean => WRAPPERS.has(type.fullName);

/** Applies fn to a field's value: each element of a list, each value of a map, or the value itself. */
function each(field: Field, value: unknown, fn: (v: unknown) => unknown): unknown {
  if (field.repeated && Array.isArray(value)) return value.map(fn);
  if (field.map && value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
  return fn(value);
}

/** A TS value about to be encoded as `type`: wrapper fields wrapped (null and undefined left unset). */
export function toWire(type: Type, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Plain = { ...(value as Plain) };
  for (const field of type.fieldsArray) {
    const message = messageOf(field);
    const v = out[field.name];
    if (!message || v === null || v === undefined) continue;
    out[field.name] = each(field, v, isWrapper(message) ? (x) => (x === null || x === undefined ? x : { value: x }) : (x) => toWire(message, x));
  }
  return out;
}

/** A message proto-loader decoded as `type`, back to its TS shape. */
export function fromWire(type: Type, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Plain = {};
  for (const field of type.fieldsArray) {
    const message = messageOf(field);
    const v = (value as Plain)[field.name];
    const single = !field.repeated && !field.map;
    if (message && isWrapper(message) && single) out[field.name] = v === null || v === undefined ? null : (v as Plain).value;
    else if (v === null || v === undefined) continue;
    else if (!message) out[field.name] = v;
    else out[field.name] = each(field, v, isWrapper(message) ? (x) => (x as Plain).value : (x) => fromWire(message, x));
  }
  return out;
}

/**
 * The protos as protobufjs reflection, resolved the way proto-loader resolves them (grpcLoaderOptions): imports from
 * includeDir, google/protobuf/* bundled, field names camelCased.
 */
export function loadProtoTypes(files: readonly string[], includeDir: string): Root {
  const root = new Root();
  root.resolvePath = (_origin, target) => (isAbsolute(target) ? target : join(includeDir, target));
  root.loadSync([...files], { keepCase: false });
  root.resolveAll();
  return root;
}

/** The request and reply types of one rpc. */
export function rpcTypes(root: Root, qualifiedService: string, rpc: string): { request: Type; reply: Type } {
  const method = root.lookupService(qualifiedService).methods[rpc];
  if (!method?.resolvedRequestType || !method.resolvedResponseType) throw new Error(`rpc ${qualifiedService}.${rpc} is not defined`);
  return { request: method.resolvedRequestType, reply: method.resolvedResponseType };
}
