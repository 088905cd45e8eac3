import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@logiscope/kernel';

/** A unique name per test so suites can share one database or broker without wiping it. */
export const uniq = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;

export function newEvent(type: string, data: object = {}, metadata: Record<string, string> = {}): NewEvent {
  return { eventId: randomUUID(), type, schemaVersion: 1, data, occurredAt: new Date().toISOString(), metadata };
}

/** Polls until the predicate holds; fails with the label after the timeout (no fixed sleeps in tests). */
export async function eventually(predicate: () => boolean | Promise<boolean>, label: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`Timed out waiting for: ${label}`);
}
