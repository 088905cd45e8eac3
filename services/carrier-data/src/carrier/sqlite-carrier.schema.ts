import { openSqlite, transaction } from '@logiscope/infra';

// The carrier store's two SQLite files: opening them, their schema and its migration, the meta keys both keep, and the
// SQL that rebuilds everything derived from the carrier rows after a bulk load.
// (The equipment tables have their own: sqlite-equipment.store.ts.) The tables:
//  - `carriers(dot INTEGER PRIMARY KEY, doc)`: the canonical JSON document per DOT number;
//  - `carrier_keys(dot INTEGER PRIMARY KEY, ...)`: what searches read, ~140 bytes a carrier (name keys, state, phone,
//    e-mail, address keys, MC and officer keys), with partial indexes on the exact keys. Kept apart from the ~1.3 KB
//    documents so that filtering and the rebuild scan a table ten times smaller; `carrier_names(dot, legal, dba)`: the
//    name keys again, 40 bytes a carrier, so that ranking thousands of candidates reads pages that stay cached;
//  - `mc_dockets(mc, dot)` and `search.carrier_officers(name, dot)`: WITHOUT ROWID lookup tables;
//  - `search.carrier_search`: contentless FTS5 (contentless_delete) over the matching forms of the legal and DBA names
//    and the state, unicode61, prefix indexes 2/3/4 for partial words; `search.carrier_terms(term, df)`: its words and
//    how many carriers hold each (partial words of 5+ letters expand to whole words through it; bm25's idf reads it).

// The driver's types through the infra helper (domain code does not import node:sqlite itself).
export type Db = ReturnType<typeof openSqlite>;
export type Stmt = ReturnType<Db['prepare']>;

export const SCHEMA_VERSION = '4';

export const SECONDARY_INDEXES: Record<string, string> = {
  carrier_keys_phone: `CREATE INDEX IF NOT EXISTS carrier_keys_phone ON carrier_keys(phone) WHERE phone <> ''`,
  carrier_keys_email: `CREATE INDEX IF NOT EXISTS carrier_keys_email ON carrier_keys(email) WHERE email <> ''`,
  carrier_keys_address: `CREATE INDEX IF NOT EXISTS carrier_keys_address ON carrier_keys(address_key) WHERE address_key <> ''`,
  carrier_keys_mailing: `CREATE INDEX IF NOT EXISTS carrier_keys_mailing ON carrier_keys(mailing_key) WHERE mailing_key <> ''`,
};

/** The search file's tables (schema `search` on the store's connection). */
const SEARCH_SCHEMA = `
  CREATE TABLE IF NOT EXISTS search.search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS search.carrier_officers (name TEXT NOT NULL, dot INTEGER NOT NULL, PRIMARY KEY (name, dot)) WITHOUT ROWID;
  CREATE VIRTUAL TABLE IF NOT EXISTS search.carrier_search USING fts5(
    legal, dba, state, content = '', contentless_delete = 1, tokenize = "unicode61", prefix = '2 3 4'
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS search.carrier_search_vocab USING fts5vocab(carrier_search, 'col');
  CREATE TABLE IF NOT EXISTS search.carrier_terms (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
`;

/** `carriers.db` → `carriers.search.db` (in memory: another in-memory database). */
export function searchFileOf(file: string): string {
  return file === ':memory:' ? ':memory:' : `${file.replace(/\.db$/, '')}.search.db`;
}

/** The store file with the search file attached as `search`, both tuned (page size on a fresh file, cache, WAL). */
export function openCarrierFiles(file: string, searchFile: string, cacheKb: number): Db {
  const db = openSqlite(file);
  const fresh = (db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number }).n === 0;
  if (fresh) {
    // Bigger pages: fewer B-tree levels and half the write cost for ~1.3 KB documents. Only possible before
    // the first table exists (and outside WAL, which openSqlite has already switched on).
    db.exec(`PRAGMA journal_mode = DELETE; PRAGMA page_size = 16384; VACUUM; PRAGMA journal_mode = WAL;`);
  }
  // threads: CREATE INDEX may sort on a second core.
  db.exec(`PRAGMA cache_size = -${cacheKb}; PRAGMA temp_store = MEMORY; PRAGMA threads = 2;`);
  db.prepare(`ATTACH DATABASE ? AS search`).run(searchFile);
  if ((db.prepare(`SELECT count(*) AS n FROM search.sqlite_master`).get() as { n: number }).n === 0) {
    db.exec(`PRAGMA search.page_size = 16384;`);
  }
  db.exec(`PRAGMA search.journal_mode = WAL; PRAGMA search.synchronous = NORMAL; PRAGMA search.cache_size = -${cacheKb};`);
  return db;
}

export function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare(`SELECT value FROM carrier_meta WHERE key = ?`).get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare(`INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(key, value);
}

/**
 * Creates the tables (or migrates schema 2, whose name index and officers lived in the store file). Marks the store
 * for a rebuild (`bulk` = 1) when the two files were stamped differently: a crash between their commits, or a lost
 * search file.
 */
export function createCarrierSchema(db: Db): void {
  transaction(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS main.carrier_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`);
    const version = readMeta(db, 'schema');
    if (version === '2') {
      // Schema 2 kept the name index and the officers in this file: they move to the search file, rebuilt there.
      db.exec(`DROP TABLE IF EXISTS main.carrier_search_vocab; DROP TABLE IF EXISTS main.carrier_search;
        DROP TABLE IF EXISTS main.carrier_terms; DROP TABLE IF EXISTS main.carrier_officers;`);
      writeMeta(db, 'bulk', '1');
    }
    if (version === '2' || version === '3') {
      // Schema 4 marks revoked or out-of-service carriers in carrier_keys (what the in-memory flagged set reads):
      // one pass over the documents, once.
      const columns = db.prepare(`SELECT name FROM pragma_table_info('carrier_keys', 'main')`).all() as { name: string }[];
      if (!columns.some((c) => c.name === 'flagged')) {
        db.exec(`ALTER TABLE main.carrier_keys ADD COLUMN flagged INTEGER NOT NULL DEFAULT 0;
          UPDATE main.carrier_keys SET flagged = 1 WHERE dot IN (SELECT dot FROM main.carriers
            WHERE json_extract(doc, '$.authorityStatus') = 'REVOKED' OR json_extract(doc, '$.outOfService') = 1);`);
      }
      writeMeta(db, 'schema', SCHEMA_VERSION);
    } else if (version !== undefined && version !== SCHEMA_VERSION) {
      throw new Error(`Carrier store schema ${version} is not ${SCHEMA_VERSION}`);
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS main.carriers (dot INTEGER PRIMARY KEY, doc TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS main.carrier_keys (
        dot INTEGER PRIMARY KEY,
        legal_key TEXT NOT NULL,
        dba_key TEXT NOT NULL,
        state TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        address_key TEXT NOT NULL,
        mailing_key TEXT NOT NULL,
        mc_keys TEXT NOT NULL,
        officer_keys TEXT NOT NULL,
        flagged INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS main.carrier_names (dot INTEGER PRIMARY KEY, legal_key TEXT NOT NULL, dba_key TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS main.mc_dockets (mc INTEGER NOT NULL, dot INTEGER NOT NULL, PRIMARY KEY (mc, dot)) WITHOUT ROWID;
      ${SEARCH_SCHEMA}
    `);
    if (version === undefined) writeMeta(db, 'schema', SCHEMA_VERSION);
    // Outside a bulk load the secondary indexes always exist.
    if (readMeta(db, 'bulk') !== '1') for (const sql of Object.values(SECONDARY_INDEXES)) db.exec(sql);
    // The two files committed different writes (a crash between their commits, or a search file lost): rebuild.
    const searchGen = (db.prepare(`SELECT value FROM search.search_meta WHERE key = 'gen'`).get() as { value: string } | undefined)?.value;
    if (readMeta(db, 'bulk') !== '1' && searchGen !== readMeta(db, 'search_gen')) writeMeta(db, 'bulk', '1');
  });
}

/** The store file's structures derived from carrier_keys, rebuilt in one transaction (on its writer thread when there is one). */
export const MAIN_REBUILD_STEPS: [string, string][] = [
  ['clear', `DELETE FROM main.mc_dockets; DELETE FROM main.carrier_names;`],
  ['names', `INSERT INTO main.carrier_names (dot, legal_key, dba_key) SELECT dot, legal_key, dba_key FROM main.carrier_keys`],
  ['mc', `INSERT OR IGNORE INTO main.mc_dockets (mc, dot) SELECT j.value, k.dot FROM main.carrier_keys k, json_each(k.mc_keys) j WHERE k.mc_keys <> '' ORDER BY 1, 2`],
  ...Object.entries(SECONDARY_INDEXES),
];

/**
 * The search file's structures from the store file's carrier_keys (`src`: the store file's schema name on the
 * connection that runs them), ending with the stamp `gen`. Unqualified names are the search file's tables.
 */
export function searchRebuildSteps(src: string, dst: string, gen: string): [string, string][] {
  return [
    ['clear', `INSERT INTO ${dst}.carrier_search (carrier_search) VALUES ('delete-all'); DELETE FROM ${dst}.carrier_officers; DELETE FROM ${dst}.carrier_terms;`],
    // No merging while the index is filled (optimize merges everything once at the end): 5.6 s to 3.6 s at 2.5 M.
    ['fts', `INSERT INTO ${dst}.carrier_search (carrier_search, rank) VALUES ('automerge', 0), ('crisismerge', 64);
      INSERT INTO ${dst}.carrier_search (rowid, legal, dba, state) SELECT dot, legal_key, dba_key, state FROM ${src}.carrier_keys;
      INSERT INTO ${dst}.carrier_search (carrier_search, rank) VALUES ('automerge', 4), ('crisismerge', 16);`],
    ['officers', `INSERT OR IGNORE INTO ${dst}.carrier_officers (name, dot)
      SELECT j.value, k.dot FROM ${src}.carrier_keys k, json_each(k.officer_keys) j WHERE k.officer_keys <> '' ORDER BY 1, 2`],
    ['fts optimize', `INSERT INTO ${dst}.carrier_search (carrier_search) VALUES ('optimize')`],
    // Name words and their document counts per name column, from the index just built (not the state column).
    ['terms', `INSERT INTO ${dst}.carrier_terms (term, df) SELECT term, sum(doc) FROM ${dst}.carrier_search_vocab WHERE col IN ('legal', 'dba') GROUP BY term`],
    ['stamp', `INSERT INTO ${dst}.search_meta (key, value) VALUES ('gen', '${gen}') ON CONFLICT (key) DO UPDATE SET value = excluded.value`],
  ];
}

const wordsSql = (col: string) => `coalesce(sum(CASE WHEN ${col} = '' THEN 0 ELSE length(${col}) - length(replace(${col}, ' ', '')) + 1 END), 0)`;
/** bm25's collection statistics, recomputed by a rebuild. */
export const NAME_STATS_SQL = `SELECT count(*) AS named, ${wordsSql('legal_key')} AS legalTokens, ${wordsSql('dba_key')} AS dbaTokens
  FROM carrier_names WHERE legal_key <> '' OR dba_key <> ''`;
