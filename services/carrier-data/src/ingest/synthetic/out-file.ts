/** An output file written through one reusable 1 MiB buffer (flat memory; the caller awaits flush when full). */
import type { FileHandle } from 'node:fs/promises';

const FLUSH_AT = 1 << 20;
const MAX_LINE = 64 * 1024;

export class OutFile<K extends string = string> {
  rows = 0;
  bytes = 0;
  private readonly buf = Buffer.allocUnsafe(FLUSH_AT + MAX_LINE);
  private pos = 0;

  /** `asOf`: the date of the data the file holds (its name's date). */
  constructor(
    readonly kind: K,
    readonly path: string,
    readonly asOf: string,
    private readonly fh: FileHandle,
    private readonly eol: string,
  ) {}

  header(line: string): void {
    this.put(line);
  }

  add(line: string): void {
    this.put(line);
    this.rows++;
  }

  private put(line: string): void {
    if (line.length * 3 + 2 > MAX_LINE || this.pos + line.length * 3 + 2 > this.buf.length) throw new Error(`${this.kind}: line too long or buffer not flushed`);
    this.pos += this.buf.write(line, this.pos, 'utf8');
    this.pos += this.buf.write(this.eol, this.pos, 'latin1');
  }

  get full(): boolean {
    return this.pos >= FLUSH_AT;
  }

  async addLatin1(line: string): Promise<void> {
    this.pos += this.buf.write(line + this.eol, this.pos, 'latin1');
    this.rows++;
    if (this.full) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pos === 0) return;
    const n = this.pos;
    this.pos = 0;
    let off = 0;
    while (off < n) off += (await this.fh.write(this.buf, off, n - off)).bytesWritten;
    this.bytes += n;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.fh.close();
  }
}

/** A JSON array written one object at a time (the portal's SODA answers): `[`, objects one a line, `]`. */
export class JsonArrayFile<K extends string = string> extends OutFile<K> {
  private closed = false;

  override add(json: string): void {
    super.add(this.rows === 0 ? `[\n${json}` : `,\n${json}`);
  }

  override async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.header(this.rows === 0 ? '[]\n' : '\n]\n');
    }
    await super.close();
  }
}
