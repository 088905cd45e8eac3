/** Test helper: a customer's webhook endpoint on loopback, for the specs that post real deliveries to it. */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as the receiver read it. */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** The listening server, for a spec that watches its connections. */
  readonly server: Server;
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (a free port) and hands each delivery, read in full, to `onDelivery`, which answers it. */
export async function startWebhookReceiver(onDelivery: (delivery: ReceivedDelivery, res: ServerResponse) => void): Promise<WebhookReceiver> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => onDelivery({ headers: req.headers, body }, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
