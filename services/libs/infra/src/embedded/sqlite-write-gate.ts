import { resolve } from 'node:path';
import { whileBusy } from './sqlite-busy';

/**
 * Turns to write one SQLite file among this process's connections. node:sqlite is synchronous: while one connection
 * holds a write transaction across awaits (a DocumentStore batch), another connection's BEGIN IMMEDIATE on the same
 * file would wait out busy_timeout on the only thread, the one that must finish the batch. So a batch holds the file's
 * gate, and the other writers of that file (the event store's appends) wait for it before they begin. Checking the
 * gate and taking it (or writing) happen in one synchronous step: no other code runs between them.
 */
const held = new Map<string, Promise<void>>();

const keyOf = (file: string) => (file === ':memory:' ? '' : resolve(file));

async function free(key: string): Promise<void> {
  for (let busy = held.get(key); busy; busy = held.get(key)) await busy;
}

/**
 * Runs write (a synchronous transaction) once no batch holds the file, and again while another process holds its
 * write lock (sqlite-busy.ts).
 */
export function whenFree<T>(file: string, write: () => T): Promise<T> {
  const key = keyOf(file);
  return whileBusy(write, key ? () => held.get(key) : undefined);
}

/** Takes the file's gate once it is free; call the returned function (after COMMIT) to give it back. */
export async function holdWrites(file: string): Promise<() => void> {
  const key = keyOf(file);
  if (!key) return () => undefined;
  while (held.has(key)) await free(key);
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  held.set(key, done);
  return () => {
    if (held.get(key) === done) held.delete(key);
    release();
  };
}
