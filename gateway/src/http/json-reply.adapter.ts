import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A reply the lean path may write: a plain object or array (not a file, an error, a Buffer or a stream). */
export const isPlainJson = (body: unknown): body is object =>
  body !== null && typeof body === 'object' && !(body instanceof StreamableFile) && !(body instanceof Error) && !ArrayBuffer.isView(body);

/**
 * Express's adapter, with an API answer written as one string. express's `res.json` turns a body of 1,000 characters
 * or more into a Buffer (to hash an ETag, which the API never sends), so node writes the headers and the body as two
 * chunks (a writev, two TCP segments); and it checks request freshness, which without ETag or Last-Modified is never
 * fresh. Here the JSON text goes to `end` with its length: node sends headers and body in one write. What the client
 * receives is the same bytes and headers (Content-Type with charset, Content-Length); HEAD, files, errors and
 * anything else take express's path.
 */
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isPlainJson(body) || response.req?.method === 'HEAD') return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    const text = JSON.stringify(body);
    const type = response.getHeader('Content-Type');
    if (type === undefined) response.setHeader('Content-Type', JSON_CONTENT_TYPE);
    else if (typeof type !== 'string' || !type.startsWith('application/json')) return super.reply(response, body, statusCode);
    response.setHeader('Content-Length', Buffer.byteLength(text));
    response.end(text);
    return response;
  }
}
