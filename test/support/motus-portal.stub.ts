/**
 * A stand-in for the DOT open data portal (Socrata SODA) serving FMCSA's Motus data sets and the Company Census File,
 * for tests only: the real portal is outside our control (rate limits, data that changes every morning), so the refresh
 * talks to this on 127.0.0.1. It speaks what the refresh sends:
 * - `GET /api/views/<id>.json` → the data set's metadata, `rowsUpdatedAt` in epoch seconds;
 * - `GET /resource/<id>.json?$limit=&$offset=&$order=:id&$where=` → a JSON array of rows with lower-case keys, blank
 *   keys left out (as the portal does); `$where` takes comparisons of a column with a quoted text joined by AND / OR.
 * Errors are JSON `{ code, error: true, message }` as Socrata sends them. Fault switches: an HTTP status (500), a delay
 * (a timeout), a page cut off; the tests make a repeated day (publish the same day again) and a missed day (publish two
 * days before the refresh runs) with publish().
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendJson, stubTimers } from './stub-server';
import type { AddressInfo } from 'node:net';

export type PortalRow = Record<string, string>;

export interface PortalRequest {
  kind: 'metadata' | 'rows';
  id: string;
  limit: number;
  offset: number;
  order: string;
  where: string;
  appToken: string;
}

/** What the stand-in does instead of answering; `times` requests (default: until cleared). */
export type PortalFault = ({ status: number } | { delayMs: number } | { cutOff: true }) & { id?: string; kind?: PortalRequest['kind']; times?: number };

export interface MotusPortalStub {
  /** The origin to configure as FMCSA_DATA_URL. */
  url: string;
  requests: PortalRequest[];
  /** Publishes a data set: its rows (blank values dropped) as of an instant of `day` (default 09:15 America/New_York). */
  publish(id: string, day: string, rows: readonly PortalRow[], options?: { at?: string }): void;
  /** The requests for rows of one data set. */
  rowRequests(id: string): PortalRequest[];
  fault(fault: PortalFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** Blank values left out, as the portal's JSON does. */
export function portalRow(values: Record<string, string | number | undefined>): PortalRow {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && String(v).trim() !== '').map(([k, v]) => [k.toLowerCase(), String(v)]));
}

/** The instant (epoch seconds) of an Eastern wall-clock time on a day: 09:15 ET is 13:15Z in summer, 14:15Z in winter. */
export function easternInstant(day: string, time = '09:15'): number {
  for (const offset of [4, 5]) {
    const at = new Date(`${day}T${time}:00.000Z`);
    at.setUTCHours(at.getUTCHours() + offset);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    if (local === time) return Math.floor(at.getTime() / 1000);
  }
  throw new Error(`no instant for ${day} ${time} ET`);
}

type Condition = { column: string; op: string; value: string };

/** `a >= 'x' OR b >= 'y'`, `a = 'x' AND b < 'y'`: enough for the refresh's census filter. */
function parseWhere(where: string): { any: Condition[][] } | null {
  const groups = where.split(/\s+OR\s+/i).map((g) =>
    g.split(/\s+AND\s+/i).map((c) => {
      const m = /^\s*\(?\s*([a-z0-9_]+)\s*(>=|<=|!=|=|>|<)\s*'((?:[^']|'')*)'\s*\)?\s*$/i.exec(c);
      return m ? { column: m[1].toLowerCase(), op: m[2], value: m[3].replace(/''/g, "'") } : null;
    }),
  );
  return groups.every((g) => g.every(Boolean)) ? { any: groups as Condition[][] } : null;
}

function holds(row: PortalRow, c: Condition): boolean {
  const v = row[c.column];
  if (v === undefined) return false;
  switch (c.op) {
    case '>=': return v >= c.value;
    case '<=': return v <= c.value;
    case '>': return v > c.value;
    case '<': return v < c.value;
    case '!=': return v !== c.value;
    default: return v === c.value;
  }
}

export async function startMotusPortal(options: { appToken?: string } = {}): Promise<MotusPortalStub> {
  const datasets = new Map<string, { rows: PortalRow[]; rowsUpdatedAt: number }>();
  const requests: PortalRequest[] = [];
  let faults: (PortalFault & { left: number })[] = [];
  const { later, clear: clearTimers } = stubTimers();
  const json = sendJson;
  const error = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { code, error: true, message });

  const answer = (req: PortalRequest, res: ServerResponse) => {
    const data = datasets.get(req.id);
    if (!data) return error(res, 404, 'dataset.missing', `Dataset ${req.id} not found`);
    if (req.kind === 'metadata') return json(res, 200, { id: req.id, name: req.id, rowsUpdatedAt: data.rowsUpdatedAt, viewType: 'tabular' });
    let rows = data.rows;
    if (req.where) {
      const where = parseWhere(req.where);
      if (!where) return error(res, 400, 'query.soql.invalid', `Could not parse SoQL query "${req.where}"`);
      rows = rows.filter((r) => where.any.some((all) => all.every((c) => holds(r, c))));
    }
    // Rows are stored in :id order already.
    json(res, 200, rows.slice(req.offset, req.offset + req.limit));
  };

  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://portal');
    const rows = /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname);
    const meta = /^\/api\/views\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname);
    if (incoming.method !== 'GET' || (!rows && !meta)) return error(res, 404, 'not_found', 'Not found');
    const req: PortalRequest = {
      kind: rows ? 'rows' : 'metadata',
      id: (rows ?? meta)![1],
      limit: Number(url.searchParams.get('$limit') ?? 1000),
      offset: Number(url.searchParams.get('$offset') ?? 0),
      order: url.searchParams.get('$order') ?? '',
      where: url.searchParams.get('$where') ?? '',
      appToken: String(incoming.headers['x-app-token'] ?? ''),
    };
    requests.push(req);
    if (options.appToken && req.appToken !== options.appToken) return error(res, 403, 'invalid_app_token', 'Invalid app_token specified');
    const fault = faults.find((f) => (!f.id || f.id === req.id) && (!f.kind || f.kind === req.kind) && f.left > 0);
    if (fault) {
      fault.left -= 1;
      if ('status' in fault) return error(res, fault.status, 'internal', 'Internal error');
      if ('delayMs' in fault) return later(fault.delayMs, () => answer(req, res));
      // Headers and the start of the array, then the connection drops.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"docket_number":"MC1');
      return later(20, () => res.destroy());
    }
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    publish: (id, day, list, opts = {}) => {
      const at = opts.at ? Math.floor(Date.parse(opts.at) / 1000) : easternInstant(day);
      datasets.set(id, { rows: list.map((r) => portalRow(r)), rowsUpdatedAt: at });
    },
    rowRequests: (id) => requests.filter((r) => r.kind === 'rows' && r.id === id),
    fault: (f) => void faults.push({ ...f, left: f.times ?? Number.POSITIVE_INFINITY }),
    clearFaults: () => void (faults = []),
    close: async () => {
      clearTimers();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
