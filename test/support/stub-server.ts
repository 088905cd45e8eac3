import type { ServerResponse } from 'node:http';

/** What the HTTP stubs of outside APIs share: answers sent later (all cancelled on close) and JSON answers. */
export function stubTimers(): { later: (ms: number, fn: () => void) => void; clear: () => void } {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later: (ms, fn) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    },
    clear: () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

/** A JSON answer, unless the client is gone. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
