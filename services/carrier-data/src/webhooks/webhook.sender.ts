import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookAttemptError } from '@logiscope/proto/views';
import { isDeliverableAddress, urlRefusal, type AddressPolicy } from './webhook.address';

/** What one attempt found: the receiver's status (null without an answer), how long it took, why it failed, the answer's start. */
export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: WebhookAttemptError;
  errorDetail: string;
  responseExcerpt: string;
}

class AttemptRefused extends Error {
  constructor(
    readonly code: WebhookAttemptError,
    detail: string,
  ) {
    super(detail);
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The answer's body is read up to this, then the connection is dropped (a receiver cannot make LogiScope read gigabytes). */
export const MAX_RESPONSE_BYTES = 64 * 1024;
const EXCERPT_CHARS = 500;
/** Connections kept open per checked address (a daily difference sends thousands of deliveries to the same receivers). */
const SOCKETS_PER_ADDRESS = 16;
/** Pools kept at once; the least recently used is closed beyond. */
const POOLS_MAX = 256;
/** An idle kept connection is closed after this (receivers commonly close theirs after 5 s). */
const IDLE_MS = 4_000;

export interface SenderOptions extends AddressPolicy {
  timeoutMs: number;
  /** The DNS resolution (tests answer with chosen addresses). */
  resolve?: Resolver;
}

/**
 * Posts one signed delivery. The host name is resolved here, at every attempt, and every address it resolves to must
 * be deliverable (webhook.address.ts): one private answer among public ones refuses the attempt, so DNS rebinding
 * cannot slip one in. The socket then connects to the very address checked (the request's `lookup` hands it over,
 * so nothing resolves the name a second time). Connections are kept open and reused, each in the pool of the address
 * it was opened to: an attempt takes a connection from the pool of the address it has just checked, never one to
 * another address (and a TLS connection only for the same server name). Redirects are not followed (a 3xx is a
 * failed attempt); the whole exchange ends within timeoutMs; the answer is read up to MAX_RESPONSE_BYTES.
 */
/**
 * Which kept connections an attempt may reuse: those opened to the address it has just checked (a name that now
 * resolves elsewhere never gets a connection to where it resolved before), for the same protocol and port.
 */
export const poolKey = (url: URL, target: { address: string }): string => `${url.protocol}//${target.address}:${url.port}`;

const failure = (started: number, error: WebhookAttemptError, errorDetail: string): AttemptOutcome => ({ statusCode: null, latencyMs: Math.round(performance.now() - started), error, errorDetail, responseExcerpt: '' });

export class WebhookSender {
  private readonly resolve: Resolver;
  /** Keep-alive pools by protocol, checked address and port, least recently used first (idle connections do not hold the process open). */
  private readonly pools = new Map<string, HttpAgent>();

  constructor(private readonly options: SenderOptions) {
    this.resolve = options.resolve ?? systemResolver;
  }

  async post(rawUrl: string, body: string, headers: Record<string, string>): Promise<AttemptOutcome> {
    const started = performance.now();
    const failed = (error: WebhookAttemptError, errorDetail: string) => failure(started, error, errorDetail);
    const url = new URL(rawUrl);
    const refusal = urlRefusal(rawUrl, this.options);
    if (refusal === 'HTTPS_REQUIRED') return failed('HTTPS_REQUIRED', `${url.protocol} is not https:`);
    if (refusal) return failed('ADDRESS_REFUSED', `${url.hostname} is a private, local or reserved address`);
    let target: { address: string; family: number };
    try {
      target = await this.checkedAddress(url.hostname.replace(/^\[|\]$/g, ''));
    } catch (e) {
      return e instanceof AttemptRefused ? failed(e.code, e.message) : failed('NOT_RESOLVED', (e as Error).message);
    }
    const exchange = (agent: HttpAgent | false) => this.exchange(url, target, body, headers, agent, started);
    const first = await exchange(this.pool(url, target));
    // A kept connection the receiver closed just as it was reused: once more on a new one (delivery is at least once,
    // under one event id, so a receiver that had read it after all sees a repeat it deduplicates).
    return first.reused && first.outcome.error === 'CONNECTION_FAILED' ? (await exchange(false)).outcome : first.outcome;
  }

  private pool(url: URL, target: { address: string }): HttpAgent {
    const key = poolKey(url, target);
    const found = this.pools.get(key);
    this.pools.delete(key);
    const agent = found ?? new (url.protocol === 'https:' ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: SOCKETS_PER_ADDRESS, maxFreeSockets: SOCKETS_PER_ADDRESS, timeout: IDLE_MS, scheduling: 'lifo' });
    this.pools.set(key, agent);
    if (this.pools.size > POOLS_MAX) {
      const [oldest, idle] = this.pools.entries().next().value!;
      idle.destroy();
      this.pools.delete(oldest);
    }
    return agent;
  }

  private exchange(url: URL, target: { address: string; family: number }, body: string, headers: Record<string, string>, agent: HttpAgent | false, started: number): Promise<{ outcome: AttemptOutcome; reused: boolean }> {
    const failed = (error: WebhookAttemptError, errorDetail: string) => failure(started, error, errorDetail);
    const lookup: LookupFunction = (_hostname, opts, callback) => {
      if (opts.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    return new Promise((resolve) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req: ClientRequest = send(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), 'user-agent': 'LogiScope-Webhooks/1' },
        lookup,
        agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const answer = (outcome: AttemptOutcome) => resolve({ outcome, reused: req.reusedSocket });
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          answer({ statusCode: res.statusCode ?? null, latencyMs: Math.round(performance.now() - started), error: '', errorDetail: '', responseExcerpt: text.slice(0, EXCERPT_CHARS) });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - size));
          size += chunk.length;
          if (size >= MAX_RESPONSE_BYTES) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', (e) => answer(e.name === 'AbortError' || e.name === 'TimeoutError' ? failed('TIMEOUT', `no answer within ${this.options.timeoutMs} ms`) : failed('CONNECTION_FAILED', e.message)));
      req.end(body);
    });
  }

  /** The address to connect to, after checking every address the name resolves to now. */
  private async checkedAddress(host: string): Promise<{ address: string; family: number }> {
    const family = isIP(host);
    const addresses = family !== 0 ? [{ address: host, family }] : await this.resolve(host).catch(() => []);
    if (addresses.length === 0) throw new AttemptRefused('NOT_RESOLVED', `${host} does not resolve`);
    const refused = addresses.find((a) => !isDeliverableAddress(a.address, this.options));
    if (refused) throw new AttemptRefused('ADDRESS_REFUSED', `${host} resolves to ${refused.address}, a private, local or reserved address`);
    return addresses[0]!;
  }
}
