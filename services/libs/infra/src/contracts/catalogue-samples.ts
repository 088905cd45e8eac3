import type { ZodType } from 'zod';
import { EventCatalogue, type EventContract } from '@logiscope/proto';

interface Def {
  type: string;
  innerType?: ZodType;
  element?: ZodType;
  shape?: Record<string, ZodType>;
  valueType?: ZodType;
}
const defOf = (schema: ZodType) => (schema as unknown as { def: Def }).def;

/** What the wire hands over for a field the publisher left out: protobuf's default for its type. */
function wireDefault(schema: ZodType, path: string): unknown {
  switch (defOf(schema).type) {
    case 'string':
    case 'enum':
      return '';
    case 'record':
      return {};
    case 'boolean':
      return false;
    case 'number':
      return 0;
    default:
      throw new Error(`${path}: no wire default for zod type "${defOf(schema).type}" yet: extend catalogue-samples.ts`);
  }
}

/**
 * A valid value for a zod schema, built from the schema alone so every catalogue entry gets one. `full` sets every
 * optional field; otherwise they are left out and `expected` holds what a consumer must receive instead.
 */
function sample(schema: ZodType, path: string, full: boolean): { value: unknown; expected: unknown } {
  const def = defOf(schema);
  const same = (value: unknown) => ({ value, expected: value });
  switch (def.type) {
    case 'string':
      return same(`${path} sample`);
    case 'enum': {
      const options = (schema as unknown as { options: string[] }).options;
      return same(options[options.length - 1]);
    }
    case 'number':
      return same(7);
    case 'boolean':
      return same(true);
    case 'record':
      return same({ [`${path} key`]: `${path} value` });
    case 'array': {
      const item = sample(def.element as ZodType, `${path}[]`, full);
      return { value: [item.value], expected: [item.expected] };
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const at = path ? `${path}.${name}` : name;
        const fieldDef = defOf(field);
        if (fieldDef.type === 'optional' && !full) {
          expected[name] = wireDefault(fieldDef.innerType as ZodType, at);
          continue;
        }
        const s = sample(fieldDef.type === 'optional' ? (fieldDef.innerType as ZodType) : field, at, full);
        value[name] = s.value;
        expected[name] = s.expected;
      }
      return { value, expected };
    }
    default:
      throw new Error(`${path}: no sample for zod type "${def.type}" yet: extend catalogue-samples.ts`);
  }
}

export interface CatalogueSample {
  type: string;
  /** The payload as published. */
  data: Record<string, unknown>;
  /** The payload every consumer must receive, on every bus. */
  expected: Record<string, unknown>;
}

/**
 * Two payloads per published catalogue type: every field set (received unchanged), and only the required fields plus
 * a key no contract knows (received with the left-out fields at their wire defaults and without the unknown key).
 */
export function catalogueSamples(): CatalogueSample[] {
  return Object.entries(EventCatalogue as Record<string, EventContract>)
    .filter(([, c]) => c.topic !== null)
    .flatMap(([type, c]) => {
      const full = sample(c.schema, '', true);
      const minimal = sample(c.schema, '', false);
      return [
        { type, data: full.value, expected: full.expected },
        { type, data: { ...(minimal.value as object), notInTheContract: 'dropped' }, expected: minimal.expected },
      ] as CatalogueSample[];
    });
}
