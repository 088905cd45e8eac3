/**
 * The DOT open data portal's API (Socrata SODA), as the daily refresh reads it:
 * - a data set's publication: `GET {base}/api/views/{id}.json` → `rowsUpdatedAt` (epoch seconds), taken as its US
 *   Eastern calendar day;
 * - its rows: `GET {base}/resource/{id}.json?$limit=&$offset=&$order=:id[&$where=]`, paged until a short page, each
 *   page streamed into `<file>.part` as one JSON array, renamed to `<file>` once complete.
 * `X-App-Token` goes with every request when configured (the portal's shared limits are low without one). A request
 * that stays silent for `timeoutMs` is aborted; timeouts, network errors, 429 and 5xx are retried with a doubling
 * backoff, a page from its start; any other answer fails at once with what the portal said.
 *
 * Node's own fetch (undici): it streams the body, takes an AbortSignal and needs nothing installed.
 */
import { rename, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { easternDay } from './eastern-time';
import { JsonArrayFile, PageFormatError, sha256File } from './soda-page.writer';

export interface SodaClientOptions {
  /** The portal's origin (a path prefix is kept). */
  baseUrl: string;
  appToken?: string;
  /** Silence that aborts a request (headers and every chunk of the body). */
  timeoutMs: number;
  /** Rows per page (SODA answers at most 50,000). */
  pageRows: number;
  /** Attempts per request, the first included (default 4). */
  attempts?: number;
  /** First wait before a retry, doubled each time (default 1 s). */
  backoffMs?: number;
}

export interface Publication {
  /** Epoch seconds of the data set's last row update. */
  rowsUpdatedAt: number;
  /** Its US Eastern calendar day (YYYY-MM-DD). */
  day: string;
}

export interface Download {
  path: string;
  rows: number;
  sha256: string;
  pages: number;
}

/** The portal failed (after the retries, or at once for an answer a retry cannot change). */
export class PortalError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

/** What the refresh needs from the portal (the tests' decision specs stand in for it). */
export interface PortalClient {
  publication(id: string): Promise<Publication>;
  /** All rows of the data set (those `where` keeps), into `path` as one JSON array. */
  download(id: string, path: string, options?: { where?: string }): Promise<Download>;
}

export class SodaClient implements PortalClient {
  private readonly base: string;

  constructor(private readonly options: SodaClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async publication(id: string): Promise<Publication> {
    const url = `${this.base}/api/views/${encodeURIComponent(id)}.json`;
    const body = await this.retrying(`data set ${id}'s metadata`, async (signal, alive) => {
      const res = await this.get(url, signal);
      alive();
      const text = await res.text();
      return text;
    });
    let rowsUpdatedAt: unknown;
    try {
      rowsUpdatedAt = (JSON.parse(body) as { rowsUpdatedAt?: unknown }).rowsUpdatedAt;
    } catch {
      throw new PortalError(`data set ${id}'s metadata is not JSON`, false);
    }
    if (typeof rowsUpdatedAt !== 'number' || !Number.isFinite(rowsUpdatedAt) || rowsUpdatedAt <= 0) {
      throw new PortalError(`data set ${id}'s metadata has no rowsUpdatedAt`, false);
    }
    return { rowsUpdatedAt, day: easternDay(new Date(rowsUpdatedAt * 1000)) };
  }

  async download(id: string, path: string, options: { where?: string } = {}): Promise<Download> {
    const part = `${path}.part`;
    const file = await JsonArrayFile.create(part);
    let pages = 0;
    try {
      for (let offset = 0; ; offset += this.options.pageRows) {
        const url = new URL(`${this.base}/resource/${encodeURIComponent(id)}.json`);
        url.searchParams.set('$limit', String(this.options.pageRows));
        url.searchParams.set('$offset', String(offset));
        url.searchParams.set('$order', ':id');
        if (options.where) url.searchParams.set('$where', options.where);
        const rows = await this.retrying(`data set ${id} (rows from ${offset})`, async (signal, alive) => {
          const sink = file.page();
          try {
            const res = await this.get(url.toString(), signal);
            alive();
            if (!res.body) throw new PageFormatError('the answer has no body');
            const reader = res.body.getReader();
            for (let read = await reader.read(); !read.done; read = await reader.read()) {
              alive();
              await sink.write(read.value);
            }
            return await sink.end();
          } catch (e) {
            await sink.drop();
            throw e;
          }
        });
        pages += 1;
        if (rows < this.options.pageRows) break;
      }
      const rows = await file.finish();
      const sha256 = await sha256File(part);
      await rename(part, path);
      return { path, rows, sha256, pages };
    } catch (e) {
      await file.abandon();
      await rm(part, { force: true });
      throw e;
    }
  }

  private async get(url: string, signal: AbortSignal): Promise<Response> {
    const res = await fetch(url, { headers: sodaHeaders(this.options.appToken), signal });
    if (res.ok) return res;
    const detail = sodaErrorDetail(await res.text().catch(() => ''));
    // Rate limits and server trouble pass; a refused query or token does not.
    throw new PortalError(`the portal answered HTTP ${res.status}${detail}`, res.status === 429 || res.status >= 500);
  }

  /** Runs one request with the silence timeout (alive() restarts it), retrying what a retry can change. */
  private async retrying<T>(what: string, request: (signal: AbortSignal, alive: () => void) => Promise<T>): Promise<T> {
    const attempts = Math.max(1, this.options.attempts ?? 4);
    const backoffMs = this.options.backoffMs ?? 1_000;
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const alive = () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new PortalError(`no answer within ${this.options.timeoutMs / 1000} s`, true)), this.options.timeoutMs);
      };
      alive();
      try {
        return await request(controller.signal, alive);
      } catch (e) {
        const failure = asPortalError(e, controller.signal);
        if (!failure.retryable || attempt >= attempts) throw new PortalError(`${what}: ${failure.message}${attempt > 1 ? ` (${attempt} attempts)` : ''}`, failure.retryable);
        await sleep(backoffMs * 2 ** (attempt - 1));
      } finally {
        clearTimeout(timer);
      }
    }
  }
}

function asPortalError(e: unknown, signal: AbortSignal): PortalError {
  if (signal.aborted && signal.reason instanceof PortalError) return signal.reason;
  if (e instanceof PortalError) return e;
  // A page cut off by the network reads as a short array: worth another try.
  if (e instanceof PageFormatError) return new PortalError(e.message, /cut off|empty/.test(e.message));
  const error = e as { message?: string; cause?: { code?: string; message?: string } };
  return new PortalError(`the portal could not be reached (${error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(e)})`, true);
}

/** A SODA request's headers: JSON, and the app token when there is one (the portal's shared limits are low without). */
export function sodaHeaders(appToken: string | undefined): Record<string, string> {
  return appToken ? { accept: 'application/json', 'x-app-token': appToken } : { accept: 'application/json' };
}

/** Socrata's error bodies are JSON `{ message }`: a short excerpt tells the operator what the portal refused. */
export function sodaErrorDetail(body: string): string {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === 'string') message = parsed.message;
  } catch {
    // Not JSON: the status says enough.
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message ? `: ${message.slice(0, 200)}` : '';
}
