/**
 * Field numbers, checked in (proto/field-numbers.lock.json): the one thing a zod schema cannot say. A reader that
 * compiled an older .proto finds every field by its number, so a number once given is never given again:
 * - a field keeps its number and its type for good (the generator refuses another type: add a new field instead);
 * - a new field takes the message's next free number;
 * - a field that leaves the zod schema becomes `reserved` (its number and name), never reused.
 */
export interface LockedField {
  number: number;
  type: string;
}

export interface LockedMessage {
  fields: Record<string, LockedField>;
  reserved?: { number: number; name: string }[];
}

/** Fully qualified message name (logiscope.events.v1.ReportFiled) → its numbers. */
export type FieldNumberLock = Record<string, LockedMessage>;

export class ProtoLockError extends Error {}

export interface NumberedField {
  name: string;
  type: string;
  number: number;
}

/** The highest number the message ever used, fields and reserved alike. */
const highest = (m: LockedMessage): number => Math.max(0, ...Object.values(m.fields).map((f) => f.number), ...(m.reserved ?? []).map((r) => r.number));

/**
 * Numbers one message's fields from the lock and answers the message's new lock entry. Pure: the caller decides
 * whether a changed entry is written (npm run proto:generate) or is a failure (the staleness test).
 */
export function numberFields(qualified: string, fields: readonly { name: string; type: string }[], locked: LockedMessage | undefined): { fields: NumberedField[]; entry: LockedMessage } {
  const before = locked ?? { fields: {} };
  let next = highest(before) + 1;
  const entry: LockedMessage = { fields: {}, reserved: [...(before.reserved ?? [])] };
  const numbered: NumberedField[] = [];
  for (const field of fields) {
    if (entry.reserved!.some((r) => r.name === field.name)) {
      throw new ProtoLockError(`${qualified}.${field.name} was removed (reserved); a field name is never reused: choose another name`);
    }
    const was = before.fields[field.name];
    if (was && was.type !== field.type) {
      throw new ProtoLockError(
        `${qualified}.${field.name} is locked as "${was.type}" (field ${was.number}), the schema now says "${field.type}": a field never changes type, add a new field instead`,
      );
    }
    const number = was?.number ?? next++;
    entry.fields[field.name] = { number, type: field.type };
    numbered.push({ ...field, number });
  }
  for (const [name, was] of Object.entries(before.fields)) {
    if (!entry.fields[name]) entry.reserved!.push({ number: was.number, name });
  }
  entry.reserved!.sort((a, b) => a.number - b.number);
  if (entry.reserved!.length === 0) delete entry.reserved;
  checkEntry(qualified, entry);
  return { fields: numbered, entry };
}

/** A lock edited by hand must still give every number once. */
function checkEntry(qualified: string, entry: LockedMessage): void {
  const seen = new Map<number, string>();
  for (const [name, { number }] of [...Object.entries(entry.fields), ...(entry.reserved ?? []).map((r) => [r.name, r] as const)]) {
    if (!Number.isInteger(number) || number < 1 || number > 536870911 || (number >= 19000 && number <= 19999)) {
      throw new ProtoLockError(`${qualified}.${name}: ${number} is not a usable field number`);
    }
    const other = seen.get(number);
    if (other) throw new ProtoLockError(`${qualified}: field number ${number} is given to both ${other} and ${name}`);
    seen.set(number, name);
  }
}

/** The lock as checked in: messages by name, fields by number, one per line, so a change reads as a small diff. */
export function formatLock(lock: FieldNumberLock): string {
  const byNumber = (m: LockedMessage): LockedMessage => ({ ...m, fields: Object.fromEntries(Object.entries(m.fields).sort(([, a], [, b]) => a.number - b.number)) });
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((k) => [k, byNumber(lock[k])]),
  );
  return `${JSON.stringify(sorted, null, 2)
    .replace(/\{\n\s+"number": (\d+),\n\s+"type": ("[^"]*")\n\s+\}/g, '{ "number": $1, "type": $2 }')
    .replace(/\{\n\s+"number": (\d+),\n\s+"name": ("[^"]*")\n\s+\}/g, '{ "number": $1, "name": $2 }')}\n`;
}
