import { openSqlite, rowOf, rowsOf, tuplesOf } from './sqlite-database';

describe('typed SQLite reads', () => {
  const db = openSqlite(':memory:');
  db.exec(`CREATE TABLE t (id TEXT, n INTEGER); INSERT INTO t VALUES ('a', 1), ('b', 2);`);
  afterAll(() => db.close());

  it('reads rows as the columns the SELECT names, as objects or (array mode) as tuples', () => {
    expect(rowsOf<{ id: string; n: number }>(db.prepare('SELECT id, n FROM t ORDER BY id'))).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    expect(rowOf<{ n: number }>(db.prepare('SELECT n FROM t WHERE id = ?'), 'b')).toEqual({ n: 2 });
    expect(rowOf(db.prepare('SELECT n FROM t WHERE id = ?'), 'z')).toBeUndefined();
    const arrays = db.prepare('SELECT id, n FROM t ORDER BY id');
    arrays.setReturnArrays(true);
    expect(tuplesOf<[string, number]>(arrays)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('refuses to read tuples from a statement that answers objects', () => {
    expect(() => tuplesOf<[string]>(db.prepare('SELECT id FROM t'))).toThrow('setReturnArrays');
    expect(tuplesOf<[string]>(db.prepare("SELECT id FROM t WHERE id = 'none'"))).toEqual([]);
  });
});
