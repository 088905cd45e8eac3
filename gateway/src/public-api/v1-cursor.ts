import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';

/**
 * The public API's cursors: opaque to a caller (base64url of a small JSON), read back here. Each names the list it
 * belongs to, so a cursor of one list given to another is refused (400 CURSOR_INVALID) rather than misread. Nothing
 * in one is secret: a caller who edits one gets another position of its own company's list, or a 400.
 */
export type CursorKind = 'search' | 'monitored' | 'alerts';

export function encodeCursor(kind: CursorKind, position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify({ k: kind, ...position }), 'utf8').toString('base64url');
}

const invalid = () => DomainError.invalidField('cursor', message('CURSOR_INVALID'));

/** The position a cursor holds; 400 when it is not one of `kind`'s. */
export function decodeCursor(kind: CursorKind, cursor: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || (value as { k?: unknown }).k !== kind) throw invalid();
  return value as Record<string, unknown>;
}

/** A string field of a decoded cursor (400 when absent or not a string). */
export function cursorText(position: Record<string, unknown>, field: string): string {
  const v = position[field];
  if (typeof v !== 'string') throw invalid();
  return v;
}

/** A whole-number field of a decoded cursor, within bounds (400 otherwise). */
export function cursorNumber(position: Record<string, unknown>, field: string, min: number, max: number): number {
  const v = position[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw invalid();
  return v;
}
