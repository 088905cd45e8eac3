import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
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

export interface SenderOptions extends AddressPolicy {
  timeoutMs: number;
  /** The DNS resolution (tests answer with chosen addresses). */
  resolve?: Resolver;
}

/**
 * Posts one signed delivery. The host name is resolved here, at every attempt, and every address it resolves to must
 * be deliverable (webhook.address.ts): one private answer among public ones refuses the attempt, so DNS rebinding
 * cannot slip one in. The socket then connects to the very address checked (the request's `lookup` hands it over,
 * so nothing resolves the name a second time). Redirects are not followed (a 3xx is a failed attempt); the whole
 * exchange ends within timeoutMs; the answer is read up to MAX_RESPONSE_BYTES.
 */
export class WebhookSender {
  private readonly resolve: Resolver;

  constructor(private readonly options: SenderOptions) {
    this.resolve = options.resolve ?? systemResolver;
  }

  async post(rawUrl: string, body: string, headers: Record<string, string>): Promise<AttemptOutcome> {
    const started = performance.now();
    const failed = (error: WebhookAttemptError, errorDetail: string): AttemptOutcome => ({ statusCode: null, latencyMs: Math.round(performance.now() - started), error, errorDetail, responseExcerpt: '' });
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
    const lookup: LookupFunction = (_hostname, opts, callback) => {
      if (opts.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    return new Promise<AttemptOutcome>((resolve) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), 'user-agent': 'LogiScope-Webhooks/1' },
        lookup,
        // A fresh connection per attempt: a pooled socket could still point at an address checked for another attempt.
        agent: false,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: res.statusCode ?? null, latencyMs: Math.round(performance.now() - started), error: '', errorDetail: '', responseExcerpt: text.slice(0, EXCERPT_CHARS) });
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
      req.on('error', (e) => resolve(e.name === 'AbortError' || e.name === 'TimeoutError' ? failed('TIMEOUT', `no answer within ${this.options.timeoutMs} ms`) : failed('CONNECTION_FAILED', e.message)));
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
