/**
 * A stand-in for FMCSA's inspection data on data.transportation.gov (Socrata SODA 2.1), for tests only: FMCSA is
 * outside our control (no test tenant, rate limits, data that changes monthly), so tests talk to this instead, on
 * 127.0.0.1. It speaks the same JSON: `GET /resource/<dataset>.json?dot_number=&$order=&$limit=&$offset=` answers a
 * JSON array of inspection rows with lower-case keys, every value a string and null values left out; errors are JSON
 * `{ code, error: true, message }` as Socrata sends them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson, stubTimers } from './stub-server';

export interface StubUnit {
  vin?: string;
  type?: string;
  make?: string;
  plate?: string;
  plateState?: string;
  decal?: string;
}

/** One row of "SMS Input – Inspection" (rbkj-cgst) as the API answers it: one inspection, up to two units. */
export function inspectionRow(r: { id: string; dot: string; date: string; state?: string; units: StubUnit[]; vehicleOos?: number; vehicleViolations?: number }): Record<string, string> {
  const row: Record<string, string | undefined> = {
    unique_id: r.id,
    report_number: `${r.state ?? 'TX'}${r.id.slice(-8)}`,
    report_state: r.state ?? 'TX',
    dot_number: r.dot,
    insp_date: r.date,
    insp_level_id: '2',
    county_code_state: r.state ?? 'TX',
    time_weight: '3',
    driver_oos_total: '0',
    vehicle_oos_total: String(r.vehicleOos ?? 0),
    total_hazmat_sent: '0',
    oos_total: '0',
    hazmat_oos_total: '0',
    basic_viol: String(r.vehicleViolations ?? 0),
    vh_maint_viol: String(r.vehicleViolations ?? 0),
  };
  r.units.slice(0, 2).forEach((u, i) => {
    const n = i === 0 ? '' : '2';
    Object.assign(row, {
      [`unit_type_desc${n}`]: u.type,
      [`unit_make${n}`]: u.make,
      [`unit_license${n}`]: u.plate,
      [`unit_license_state${n}`]: u.plateState,
      [`vin${n}`]: u.vin,
      [`unit_decal_number${n}`]: u.decal,
    });
  });
  return Object.fromEntries(Object.entries(row).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** What the stub does with one request for a DOT number. */
export type StubAnswer =
  | { rows: object[]; delayMs?: number }
  | { status: number; body?: string }
  /** Any text as a 200 application/json answer (bad JSON, not a list...). */
  | { raw: string }
  /** Headers at once, then the body only after this long (a server that stalls mid-answer). */
  | { stallBodyMs: number; rows: object[] };

export interface StubRequest {
  dataset: string;
  dotNumber: string;
  limit: number;
  offset: number;
  order: string;
  appToken: string;
}

export interface SocrataStub {
  /** The origin to configure as FMCSA_DATA_URL. */
  url: string;
  dataset: string;
  requests: StubRequest[];
  /** Requests received for one DOT number. */
  requestsFor(dotNumber: string): StubRequest[];
  /** The answers for a DOT number, one per request in order; the last one repeats. Unknown DOT numbers get []. */
  answer(dotNumber: string, ...answers: StubAnswer[]): void;
  close(): Promise<void>;
}

export async function startSocrataStub(options: { dataset?: string; appToken?: string } = {}): Promise<SocrataStub> {
  const dataset = options.dataset ?? 'rbkj-cgst';
  const answers = new Map<string, StubAnswer[]>();
  const requests: StubRequest[] = [];
  const { later, clear: clearTimers } = stubTimers();
  const json = sendJson;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const m = /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return json(res, 404, { code: 'not_found', error: true, message: 'Not found' });
    const request: StubRequest = {
      dataset: m[1],
      dotNumber: url.searchParams.get('dot_number') ?? '',
      limit: Number(url.searchParams.get('$limit') ?? 1000),
      offset: Number(url.searchParams.get('$offset') ?? 0),
      order: url.searchParams.get('$order') ?? '',
      appToken: String(req.headers['x-app-token'] ?? ''),
    };
    requests.push(request);
    if (request.dataset !== dataset) return json(res, 404, { code: 'dataset.missing', error: true, message: `Dataset ${request.dataset} not found` });
    if (options.appToken && request.appToken !== options.appToken) return json(res, 403, { code: 'invalid_app_token', error: true, message: 'Invalid app_token specified' });

    const queue = answers.get(request.dotNumber) ?? [{ rows: [] }];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    const page = (rows: object[]) => rows.slice(request.offset, request.offset + request.limit);
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? JSON.stringify({ code: 'internal', error: true, message: 'Internal error' }));
    } else if ('raw' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
    } else if ('stallBodyMs' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const body = JSON.stringify(page(answer.rows)).slice(1);
      later(answer.stallBodyMs, () => void (res.destroyed || res.end(body)));
    } else {
      later(answer.delayMs ?? 0, () => void (res.destroyed || json(res, 200, page(answer.rows))));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dataset,
    requests,
    requestsFor: (dotNumber) => requests.filter((r) => r.dotNumber === dotNumber),
    answer: (dotNumber, ...list) => void answers.set(dotNumber, list.length ? list : [{ rows: [] }]),
    close: async () => {
      clearTimers();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
