import { z } from 'zod';
import { OPERATIONS, type Operation } from '@logiscope/proto/http';

/**
 * The text fields of the declared operations (proto/src/<context>/*.ops.ts), for the tests that prove each refuses control
 * characters: the unit walk over the zod rules and the e2e walk over HTTP.
 */

/** What the probe stored (NUL, BEL, ESC, a right-to-left override) and the rest of the refused families. */
export const REFUSED_CHARACTERS: Record<string, string> = {
  NUL: '\u0000', BEL: '\u0007', BS: '\u0008', ESC: '\u001B', 'vertical tab': '\u000B', DEL: '\u007F', 'C1 NEL': '\u0085', 'C1 CSI': '\u009B',
  LRE: '\u202A', RLE: '\u202B', PDF: '\u202C', LRO: '\u202D', RLO: '\u202E', LRI: '\u2066', RLI: '\u2067', FSI: '\u2068', PDI: '\u2069',
  'line separator': '\u2028', 'paragraph separator': '\u2029', 'lone carriage return': '\r',
};

/** The multi-line fields (`<operation id>.<field>`): they keep line breaks and tabs. Every other text field is one line. */
export const MULTI_LINE_FIELDS = ['createNote.content', 'updateNote.content', 'submitCarrierReport.comments', 'respondToReport.responseText', 'submitFreightGuardReport.description', 'saveCarrier.notes'];

/** Passwords are secrets, never shown, compared as sent: any character is theirs. */
const isSecret = (field: string) => /password/i.test(field);

interface JsonSchema {
  type?: string;
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
}

export interface TextField {
  op: Operation;
  part: 'body' | 'query';
  /** From the body or query: ['tags', 0] for a list's items. */
  path: (string | number)[];
  /** `tags.0`, as an answer's issue names it. */
  field: string;
  /** A fixed format (a pattern: ids, tokens, a file in base64), which may refuse with its own message. */
  formatted: boolean;
  multiLine: boolean;
}

/** The string fields of an input schema (through $refs, lists and unions), each with its path. */
function stringFields(schema: z.ZodType): { path: (string | number)[]; formatted: boolean }[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found: { path: (string | number)[]; formatted: boolean }[] = [];
  const walk = (s: JsonSchema | undefined, path: (string | number)[]): void => {
    if (!s) return;
    if (s.$ref) return walk(root.$defs?.[s.$ref.split('/').pop()!], path);
    if (s.type === 'string' && s.enum === undefined && s.const === undefined) found.push({ path, formatted: s.pattern !== undefined });
    for (const [key, value] of Object.entries(s.properties ?? {})) walk(value, [...path, key]);
    if (s.items) walk(s.items, [...path, 0]);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch, path);
  };
  walk(root, []);
  return found;
}

/** Every text field of every declared operation's body and query (passwords aside). */
export function textFields(operations: readonly Operation[] = OPERATIONS): TextField[] {
  return operations.flatMap((op) =>
    (['body', 'query'] as const).flatMap((part) => {
      const schema = op[part] as z.ZodType | undefined;
      if (!schema) return [];
      return stringFields(schema)
        .filter((f) => !isSecret(String(f.path[0])))
        .map((f) => ({ op, part, ...f, field: f.path.join('.'), multiLine: MULTI_LINE_FIELDS.includes(`${op.id}.${f.path.join('.')}`) }));
    }),
  );
}

/** An input holding `value` at `path` and nothing else. */
export const inputAt = (path: (string | number)[], value: string): unknown =>
  path.length === 0 ? value : typeof path[0] === 'number' ? [inputAt(path.slice(1), value)] : { [path[0]]: inputAt(path.slice(1), value) };
