import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Operation } from '@logiscope/proto/http';
import { toValidationError } from '@logiscope/kernel';

type InputSchema = NonNullable<Operation['params'] | Operation['body']>;

/**
 * Each input schema compiled once by zod's AOT compiler, as the answers are (declared-answer.interceptor.ts): the same
 * output synchronously; a rejected input goes through zod's runtime parser too, so the errors are the runtime's own. `null`: the schema keeps zod's async parser, because zod refused it (`strict`: an async rule it can see, such
 * as a new password's strength, or a shape it cannot model) or because a parse found an async rule inside it.
 */
const compiledInputs = new WeakMap<InputSchema, InputSchema | null>();
export function compiledInput(schema: InputSchema): InputSchema | null {
  let fast = compiledInputs.get(schema);
  if (fast === undefined) {
    try {
      fast = z.compile(schema, { strict: true });
    } catch {
      fast = null;
    }
    compiledInputs.set(schema, fast);
  }
  return fast;
}

/** The compiled parse; undefined when it met an async rule (zod throws then, with no result): async from then on. */
function syncParse(schema: InputSchema, fast: InputSchema, value: unknown) {
  try {
    return fast.safeParse(value);
  } catch (e) {
    if (!(e instanceof z.core.$ZodAsyncError)) throw e;
    compiledInputs.set(schema, null);
    return undefined;
  }
}

/**
 * An operation's params, query or body as its schema reads them (unknown fields dropped, defaults applied), or the
 * 400 of its rules. `compare` (tests): a compiled parse also goes through the runtime parser, and a difference is a
 * 500, so every input of the e2e suites proves the compiled path right.
 */
export async function parseInput(schema: InputSchema | undefined, value: unknown, compare = false): Promise<unknown> {
  if (!schema) return {};
  if (value === undefined) value = {};
  const fast = compiledInput(schema);
  const compiled = fast ? syncParse(schema, fast, value) : undefined;
  // A rejection is rare and its messages are what the user reads: they come from the runtime parser itself.
  const r = compiled?.success ? compiled : await schema.safeParseAsync(value);
  if (compiled && compare) {
    const runtime = compiled.success ? await schema.safeParseAsync(value) : r;
    if (compiled.success !== runtime.success || !isDeepStrictEqual(compiled.data, runtime.data)) {
      throw new Error("an input's compiled schema and zod's runtime parser disagree on this input");
    }
  }
  if (!r.success) throw toValidationError(r.error);
  return r.data;
}
