import { tuplesOf, type SqlTuple } from '@logiscope/infra';
import type { Db, Stmt } from './sqlite-carrier.schema';

/** Rows per `IN (SELECT value FROM json_each(?))` list. */
const CHUNK = 20_000;

/** Every statement the store runs on its connection, prepared once. */
export function prepareCarrierStatements(db: Db) {
  const arrays = (st: Stmt): Stmt => {
    st.setReturnArrays(true);
    return st;
  };
  return {
    highestDot: db.prepare(`SELECT coalesce(max(dot), 0) AS m FROM carriers`),
    insertCarrier: db.prepare(`INSERT INTO carriers (dot, doc) VALUES (?, ?)`),
    updateCarrier: db.prepare(`UPDATE carriers SET doc = ? WHERE dot = ?`),
    insertKeys: db.prepare(
      `INSERT INTO carrier_keys (dot, legal_key, dba_key, state, phone, email, address_key, mailing_key, mc_keys, officer_keys, flagged)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    storedKeys: arrays(
      db.prepare(`SELECT legal_key, dba_key, state, phone, email, address_key, mailing_key, mc_keys, officer_keys, flagged FROM carrier_keys WHERE dot = ?`),
    ),
    updateKeys: db.prepare(
      `UPDATE carrier_keys SET legal_key = ?, dba_key = ?, state = ?, phone = ?, email = ?, address_key = ?,
       mailing_key = ?, mc_keys = ?, officer_keys = ?, flagged = ? WHERE dot = ?`,
    ),
    insertMc: db.prepare(`INSERT OR IGNORE INTO mc_dockets (mc, dot) VALUES (?, ?)`),
    deleteMc: db.prepare(`DELETE FROM mc_dockets WHERE mc = ? AND dot = ?`),
    insertOfficer: db.prepare(`INSERT OR IGNORE INTO search.carrier_officers (name, dot) VALUES (?, ?)`),
    deleteOfficer: db.prepare(`DELETE FROM search.carrier_officers WHERE name = ? AND dot = ?`),
    insertFts: db.prepare(`INSERT INTO search.carrier_search (rowid, legal, dba, state) VALUES (CAST(? AS INTEGER), ?, ?, ?)`),
    // node:sqlite binds JS numbers as REAL, and FTS5 silently ignores a REAL rowid constraint: cast it.
    deleteFts: db.prepare(`DELETE FROM search.carrier_search WHERE rowid = CAST(? AS INTEGER)`),
    termUp: db.prepare(`INSERT INTO search.carrier_terms (term, df) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET df = df + 1`),
    termDown: db.prepare(`UPDATE search.carrier_terms SET df = df - 1 WHERE term = ?`),
    termGone: db.prepare(`DELETE FROM search.carrier_terms WHERE term = ? AND df <= 0`),
    termDf: db.prepare(`SELECT df FROM search.carrier_terms WHERE term = ?`),
    termRange: arrays(db.prepare(`SELECT term, df FROM search.carrier_terms WHERE term >= ?1 AND term < ?2 LIMIT ?3`)),
    termRangeDf: db.prepare(`SELECT count(*) AS n, coalesce(sum(df), 0) AS df FROM (SELECT df FROM search.carrier_terms WHERE term >= ?1 AND term < ?2 LIMIT 20000)`),
    setMeta: db.prepare(`INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
    setSearchGen: db.prepare(`INSERT INTO search.search_meta (key, value) VALUES ('gen', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
    // The search file's stamp as committed now (by any connection): remembered rankings are valid while it stays.
    searchGen: db.prepare(`SELECT value FROM search.search_meta WHERE key = 'gen'`),
    docs: arrays(db.prepare(`SELECT dot, doc FROM carriers WHERE dot IN (SELECT value FROM json_each(?))`)),
    doc: db.prepare(`SELECT doc FROM carriers WHERE dot = ?`),
    nameRows: arrays(db.prepare(`SELECT dot, legal_key, dba_key, state FROM carrier_keys WHERE dot IN (SELECT value FROM json_each(?))`)),
    insertName: db.prepare(`INSERT INTO carrier_names (dot, legal_key, dba_key) VALUES (?, ?, ?)`),
    updateName: db.prepare(`UPDATE carrier_names SET legal_key = ?, dba_key = ? WHERE dot = ?`),
    mcDots: arrays(db.prepare(`SELECT mc, dot FROM mc_dockets WHERE mc IN (SELECT value FROM json_each(?)) ORDER BY mc, dot`)),
    byMc: db.prepare(`SELECT dot FROM mc_dockets WHERE mc = ?`),
    byDot: db.prepare(`SELECT dot FROM carriers WHERE dot = ?`),
    byPhone: db.prepare(`SELECT dot FROM carrier_keys WHERE phone = ? AND phone <> ''`),
    byEmail: db.prepare(`SELECT dot FROM carrier_keys WHERE email = ? AND email <> ''`),
    sharePhone: db.prepare(`SELECT dot FROM carrier_keys WHERE phone = ?1 AND phone <> '' ORDER BY dot LIMIT ?2`),
    countPhone: db.prepare(`SELECT count(*) AS n FROM carrier_keys WHERE phone = ? AND phone <> ''`),
    shareEmail: db.prepare(`SELECT dot FROM carrier_keys WHERE email = ?1 AND email <> '' ORDER BY dot LIMIT ?2`),
    countEmail: db.prepare(`SELECT count(*) AS n FROM carrier_keys WHERE email = ? AND email <> ''`),
    shareAddress: db.prepare(
      `SELECT dot FROM carrier_keys WHERE address_key = ?1 AND address_key <> ''
       UNION SELECT dot FROM carrier_keys WHERE mailing_key = ?1 AND mailing_key <> '' ORDER BY dot LIMIT ?2`,
    ),
    countAddress: db.prepare(
      `SELECT count(*) AS n FROM (SELECT dot FROM carrier_keys WHERE address_key = ?1 AND address_key <> ''
       UNION SELECT dot FROM carrier_keys WHERE mailing_key = ?1 AND mailing_key <> '')`,
    ),
    shareOfficer: db.prepare(`SELECT dot FROM search.carrier_officers WHERE name = ?1 ORDER BY dot LIMIT ?2`),
    countOfficer: db.prepare(`SELECT count(*) AS n FROM search.carrier_officers WHERE name = ?`),
    // The first `cap` matches in DOT order with what ranking needs: rowids from FTS5, name keys from carrier_names
    // (40 bytes a carrier: it stays in the page cache next to the FTS index).
    names: arrays(
      db.prepare(
        `SELECT f.rowid, n.legal_key, n.dba_key FROM search.carrier_search f JOIN carrier_names n ON n.dot = f.rowid
         WHERE carrier_search MATCH ?1 LIMIT ?2`,
      ),
    ),
    // Like a broad name search: the first `cap` carriers of the state in DOT order (from the FTS state column, so no
    // index on carrier_keys.state to build), in legal-name order.
    inState: db.prepare(
      `SELECT s.dot FROM (SELECT rowid AS dot FROM search.carrier_search WHERE carrier_search MATCH ?1 LIMIT ?4) s
       JOIN carrier_names n ON n.dot = s.dot ORDER BY n.legal_key, s.dot LIMIT ?2 OFFSET ?3`,
    ),
    countInState: db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM search.carrier_search WHERE carrier_search MATCH ?1 LIMIT ?2)`),
  };
}

export type CarrierStatements = ReturnType<typeof prepareCarrierStatements>;

/** Rows of a `... IN (SELECT value FROM json_each(?))` statement for any number of values, CHUNK values a query. */
export function chunkedRows<R extends SqlTuple>(st: Stmt, values: unknown[]): R[] {
  const rows: R[] = [];
  for (let from = 0; from < values.length; from += CHUNK) rows.push(...tuplesOf<R>(st, JSON.stringify(values.slice(from, from + CHUNK))));
  return rows;
}
