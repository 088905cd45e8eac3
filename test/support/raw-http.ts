import { connect, type Socket } from 'node:net';

/**
 * A hand-written HTTP/1.1 request over a bare TCP connection, for what fetch will not send: a body shorter than its
 * Content-Length, headers that never end, another Host. Resolves once the server closes the connection (or `waitMs`
 * passes: then `closed` is false), with everything it answered and when.
 */
export interface RawExchange {
  /** The status of the answer's first line; 0 when none came. */
  status: number;
  /** Everything the server sent. */
  text: string;
  /** The answer's JSON body, when it has one. */
  body: any;
  /** Milliseconds from the request's first bytes to the answer's first bytes (-1: none), and to the close. */
  answeredAfterMs: number;
  closedAfterMs: number;
  closed: boolean;
}

export interface RawRequest {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** Everything before the body's bytes, CRLF line ends added: ['POST /api/auth/login HTTP/1.1', 'Host: ...', ...]. */
  head: string[];
  /** Bytes sent after the head; `headEnds: false` sends the head without its final blank line (headers never end). */
  body?: string;
  headEnds?: boolean;
  waitMs: number;
}

export function rawRequest(r: RawRequest): Promise<RawExchange> {
  const { port, hostname } = new URL(r.baseUrl);
  return new Promise((done, fail) => {
    const socket: Socket = connect(Number(port), hostname);
    let text = '';
    let started = 0;
    let answeredAfterMs = -1;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const raw = text.slice(text.indexOf('\r\n\r\n') + 4);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      done({ status, text, body, answeredAfterMs, closedAfterMs: Date.now() - started, closed });
    };
    const timer = setTimeout(() => finish(false), r.waitMs);
    socket.once('connect', () => {
      started = Date.now();
      socket.write(`${r.head.join('\r\n')}\r\n${r.headEnds === false ? '' : '\r\n'}${r.body ?? ''}`);
    });
    socket.on('data', (chunk: Buffer) => {
      if (answeredAfterMs < 0) answeredAfterMs = Date.now() - started;
      text += chunk.toString();
    });
    socket.once('close', () => finish(true));
    socket.once('error', (e) => (started ? undefined : fail(e)));
  });
}
