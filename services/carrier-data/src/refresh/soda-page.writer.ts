/**
 * Pages of a SODA answer (each a JSON array) spliced into one JSON array on disk as the bytes arrive: the elements are
 * copied as they are (a key the portal left out stays out), counted by @streamparser/json's tokenizer (the library the
 * import's JSON reader uses), and a page cut off or not a JSON array is refused. A page that fails is cut back off the
 * file, so a retry appends it again from a clean end.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Tokenizer, TokenType } from '@streamparser/json';

export class PageFormatError extends Error {}

export class JsonArrayFile {
  private position = 0;
  private rows = 0;

  private constructor(private readonly handle: FileHandle) {}

  static async create(path: string): Promise<JsonArrayFile> {
    const file = new JsonArrayFile(await open(path, 'w'));
    await file.write(Buffer.from('['));
    return file;
  }

  get rowCount(): number {
    return this.rows;
  }

  /** Starts a page; feed it the answer's chunks, then end() it (its element count), or drop() it. */
  page(): PageSink {
    return new PageSink(this, this.position, this.rows);
  }

  /** @internal */
  async write(bytes: Uint8Array): Promise<void> {
    if (bytes.length === 0) return;
    await this.handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  /** @internal Back to where a page started. */
  async rewind(position: number, rows: number): Promise<void> {
    this.position = position;
    this.rows = rows;
    await this.handle.truncate(position);
  }

  /** @internal */
  counted(rows: number): void {
    this.rows += rows;
  }

  /** Closes the array and the file; answers the rows written. */
  async finish(): Promise<number> {
    await this.write(Buffer.from(']\n'));
    await this.handle.sync();
    await this.handle.close();
    return this.rows;
  }

  async abandon(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

export class PageSink {
  private readonly tokenizer = new Tokenizer();
  private depth = 0;
  private elements = 0;
  /** Bytes of this answer seen before the current chunk. */
  private seen = 0;
  /** Answer offset of the first element; -1 until one starts. */
  private firstElement = -1;
  /** Answer offset of the closing bracket; -1 until seen. */
  private closing = -1;
  private failure: Error | undefined;

  constructor(
    private readonly file: JsonArrayFile,
    private readonly startPosition: number,
    private readonly startRows: number,
  ) {
    this.tokenizer.onError = (e) => {
      this.failure ??= new PageFormatError(`invalid JSON (${e.message})`);
    };
    this.tokenizer.onToken = ({ token, offset }) => {
      if (this.depth === 0 && token !== TokenType.LEFT_BRACKET) this.failure ??= new PageFormatError('the answer is not a JSON array');
      if (this.depth === 1 && token !== TokenType.COMMA && token !== TokenType.RIGHT_BRACKET && this.firstElement < 0) this.firstElement = offset;
      if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) this.depth += 1;
      else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
        this.depth -= 1;
        if (this.depth === 1) this.elements += 1;
        if (this.depth === 0) this.closing = offset;
      } else if (this.depth === 1 && token !== TokenType.COMMA) this.elements += 1;
    };
  }

  /** Copies the part of the chunk that lies between the first element and the closing bracket. */
  async write(chunk: Uint8Array): Promise<void> {
    const before = this.firstElement;
    this.tokenizer.write(chunk);
    if (this.failure) throw this.failure;
    const chunkStart = this.seen;
    this.seen += chunk.length;
    if (this.firstElement < 0) return;
    const from = Math.max(chunkStart, this.firstElement) - chunkStart;
    const to = (this.closing >= 0 ? Math.min(this.seen, this.closing) : this.seen) - chunkStart;
    if (to <= from) return;
    // The first bytes of a page that has elements, after earlier rows: the separator first.
    if (before < 0 && this.startRows > 0) await this.file.write(Buffer.from(','));
    await this.file.write(chunk.subarray(from, to));
  }

  /** The page is complete: its element count (refused when the array was cut off). */
  async end(): Promise<number> {
    if (!this.tokenizer.isEnded) this.tokenizer.end();
    if (this.failure) throw this.failure;
    if (this.closing < 0) throw new PageFormatError(this.seen === 0 ? 'the answer is empty' : 'the answer was cut off before the end of its array');
    this.file.counted(this.elements);
    return this.elements;
  }

  /** The page failed: the file back as it was before it. */
  async drop(): Promise<void> {
    await this.file.rewind(this.startPosition, this.startRows);
  }
}

/** SHA-256 of a file, hex. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
