import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteDocumentStore } from './sqlite-document-store';

// What only the SQLite index does: its tie order and its 1024 entries per rank (the contract leaves both open).
describe('SqliteTextIndex', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-text-'));
  const store = new SqliteDocumentStore(join(dir, 'text.db'));
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives equal ranks the later put first, and keeps a replaced entry in its place when its rank stays', async () => {
    const ix = await store.textIndex('ties');
    await ix.putMany(['a', 'b', 'c'].map((id) => ({ id, rank: 7, terms: ['t'] })));
    expect((await ix.search(['t'], { limit: 10 })).ids).toEqual(['c', 'b', 'a']);
    await ix.put({ id: 'b', rank: 7, terms: ['t', 'u'] });
    expect((await ix.search(['t'], { limit: 10 })).ids).toEqual(['c', 'b', 'a']);
  });

  it('holds 1024 entries of one rank, refuses one more, and reuses the slot a removal frees', async () => {
    const ix = await store.textIndex('full');
    await ix.putMany(Array.from({ length: 1024 }, (_, i) => ({ id: `e${i}`, rank: 5, terms: ['x'] })));
    await expect(ix.put({ id: 'over', rank: 5, terms: ['x'] })).rejects.toThrow(/more than 1024 entries with rank 5/);
    await ix.put({ id: 'other', rank: 6, terms: ['x'] });
    expect(await ix.remove('e10')).toBe(true);
    await ix.put({ id: 'late', rank: 5, terms: ['x'] });
    expect(await ix.termCount('x')).toBe(1025);
    const ids = (await ix.search(['x'], { limit: 2000 })).ids;
    expect(ids[0]).toBe('other');
    // The freed slot is e10's: between e11 and e9.
    expect(ids.slice(ids.indexOf('e11'), ids.indexOf('e11') + 3)).toEqual(['e11', 'late', 'e9']);
  });

  it('counts an index made before its term counts were kept from FTS5\'s vocabulary, then keeps them with each write', async () => {
    const file = join(dir, 'older.db');
    const first = new SqliteDocumentStore(file);
    const ix = await first.textIndex('older');
    await ix.putMany([
      { id: 'a', rank: 1, terms: ['copper', 'laredo'] },
      { id: 'b', rank: 2, terms: ['copper'] },
    ]);
    await first.close();
    // As an older version left it: no counts table.
    const raw = new DatabaseSync(file);
    raw.exec('DROP TABLE fts_older_counts');
    raw.close();
    const again = new SqliteDocumentStore(file);
    const reopened = await again.textIndex('older');
    expect([await reopened.termCount('copper'), await reopened.termCount('laredo')]).toEqual([2, 1]);
    await reopened.put({ id: 'a', rank: 1, terms: ['laredo', 'seal'] });
    await reopened.remove('b');
    expect([await reopened.termCount('copper'), await reopened.termCount('laredo'), await reopened.termCount('seal')]).toEqual([0, 1, 1]);
    await again.close();
  });

  it('refuses a cursor that is not one of its own', async () => {
    const ix = await store.textIndex('cursor');
    await expect(ix.search(['x'], { limit: 1, after: '12|abc' })).rejects.toThrow(/cursor/);
  });
});
