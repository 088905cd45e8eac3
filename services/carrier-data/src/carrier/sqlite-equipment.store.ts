import { rowsOf, transaction, type SqlRow } from '@logiscope/infra';
import type { EquipmentRecord } from './carrier.model';
import { normaliseDot, normaliseVin, VIN_MIN_CHARS, wholeCount } from './carrier-identifiers.normalise';
import { byLastSeen, checkedEquipment } from './carrier-record.canonical';
import { readMeta, writeMeta, type Db, type Stmt } from './sqlite-carrier.schema';
import { chunkedRows } from './sqlite-carrier.statements';
import { equipmentKind, seenOn } from '../equipment/equipment-status';
import type { EquipmentFilter, EquipmentIndex, Sighting } from '../equipment/equipment-matches';
import type { UnitInspection } from '../equipment/equipment-inspections';

/** Version of the equipment tables (carrier_meta `equipment_schema`); 1 had id, dot, vin and doc only. */
const EQUIPMENT_SCHEMA = '2';

/** The columns searches read, derived from the document when it is written (derived()). */
const DERIVED = [
  `kind TEXT NOT NULL DEFAULT 'TRACTOR'`,
  `oos INTEGER NOT NULL DEFAULT 0`,
  `seen TEXT NOT NULL DEFAULT ''`,
  `plate TEXT NOT NULL DEFAULT ''`,
  `make TEXT NOT NULL DEFAULT ''`,
  `model TEXT NOT NULL DEFAULT ''`,
];

const INDEXES = `
  CREATE INDEX IF NOT EXISTS main.equipment_dot ON equipment(dot);
  CREATE INDEX IF NOT EXISTS main.equipment_vin ON equipment(vin) WHERE vin <> '';
  CREATE INDEX IF NOT EXISTS main.equipment_plate ON equipment(plate) WHERE plate <> '';
  CREATE INDEX IF NOT EXISTS main.equipment_make ON equipment(make, seen DESC) WHERE make <> '';
  CREATE INDEX IF NOT EXISTS main.equipment_model ON equipment(model, seen DESC) WHERE model <> '';
  CREATE INDEX IF NOT EXISTS main.equipment_browse ON equipment(kind, oos, seen DESC, id);
  CREATE VIRTUAL TABLE IF NOT EXISTS main.equipment_vins USING fts5(vin, tokenize = 'trigram', content = '', contentless_delete = 1);
`;

/** Make and model as searched: upper-case, single spaces. */
const words = (v: string): string => (v ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
/** Every text that starts with `v` sorts from `v` to below `v~` (makes, models, plates and VINs hold no `~`). */
const upTo = (v: string): string => `${v}~`;

/** The row's derived columns: kind, oos, seen, plate, make, model. */
function derived(e: EquipmentRecord): [string, number, string, string, string, string] {
  return [equipmentKind(e), e.vehicleOutOfService === true ? 1 : 0, seenOn(e), normaliseVin(e.licensePlate), words(e.equipmentMake), words(e.equipmentModel)];
}

/**
 * The carrier store's equipment on its SQLite connection: `equipment(id, dot, vin, doc, kind, oos, seen, plate, make,
 * model)`, one JSON document per unit with the columns searches read, indexed by DOT number, VIN, plate, make and model
 * (each then by recency), and `(kind, oos, seen DESC, id)` so that a filtered listing reads its page straight from the
 * index; `equipment_vins`, a contentless FTS5 trigram index of the VINs, finds a VIN by any part of it.
 *
 * Writes run inside the caller's transaction (the store serialises them with its carrier writes).
 */
export class SqliteEquipment implements EquipmentIndex {
  private readonly s: ReturnType<typeof prepare>;
  private readonly cache = new Map<string, Stmt>();

  constructor(private readonly db: Db) {
    createEquipmentSchema(db);
    this.s = prepare(db);
  }

  /** Inside the caller's transaction: inserts new units, rewrites changed ones, keeps a newer sighting; how many were written. */
  write(records: EquipmentRecord[]): number {
    const recs = checkedEquipment(records);
    const stored = new Map<string, { rowid: number; doc: string; seen: string; vin: string }>();
    for (const [id, rowid, doc, seen, vin] of chunkedRows<[string, number, string, string, string]>(this.s.existing, recs.map((r) => r.id))) {
      stored.set(id, { rowid, doc, seen, vin });
    }
    let written = 0;
    for (const r of recs) {
      const doc = JSON.stringify(r);
      const old = stored.get(r.id);
      const cols = derived(r);
      if (old && (old.doc === doc || cols[2] < old.seen)) continue;
      const vin = normaliseVin(r.vehicleVin);
      let rowid: number;
      if (!old) {
        rowid = Number((this.s.insert.get(r.id, Number(r.dotNumber), vin, doc, ...cols) as { rowid: number }).rowid);
        if (vin) this.s.insertVin.run(rowid, vin);
      } else {
        rowid = old.rowid;
        this.s.update.run(Number(r.dotNumber), vin, doc, ...cols, rowid);
        if (old.vin !== vin) {
          if (old.vin) this.s.deleteVin.run(rowid);
          if (vin) this.s.insertVin.run(rowid, vin);
        }
      }
      stored.set(r.id, { rowid, doc, seen: cols[2], vin });
      written++;
    }
    return written;
  }

  /** A carrier's units, most recently seen first. */
  of(dotNumber: string): EquipmentRecord[] {
    const dot = normaliseDot(dotNumber);
    if (!dot) return [];
    return (this.s.ofDot.all(Number(dot)) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord).sort(byLastSeen);
  }

  /** The units of these carriers, only what an inspection tally reads (equipment-inspections.ts): one indexed read. */
  inspectionsOf(dotNumbers: readonly string[]): UnitInspection[] {
    const dots = [...new Set(dotNumbers.map(normaliseDot).filter((d) => d && d !== '0'))].map(Number);
    if (!dots.length) return [];
    const rows = this.s.inspections.all(JSON.stringify(dots)) as { id: string; dot: number; inspectionId: string | null; oos: number | null; violations: number | null }[];
    return rows.map((r) => ({ id: r.id, dotNumber: String(r.dot), inspectionId: r.inspectionId ?? '', vehicleOutOfService: r.oos === null ? null : r.oos === 1, vehicleViolations: r.violations }));
  }

  /** Units whose VIN starts with `vin` (VIN_MIN_CHARS at least), in VIN order, `limit` at most. */
  byVin(vin: string, limit: number): EquipmentRecord[] {
    const prefix = normaliseVin(vin);
    const n = wholeCount(limit);
    if (prefix.length < VIN_MIN_CHARS || !n) return [];
    return (this.s.byVinPrefix.all(prefix, upTo(prefix), n) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord);
  }

  // ------------------------------------------------------------------------------------------------------------
  // EquipmentIndex (equipment-matches.ts)

  async vinPart(part: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { vin: string })[]> {
    const vin = normaliseVin(part);
    if (vin.length < 3) return [];
    // The trigram index answers rowids holding the text; the filter is checked on the rows.
    return this.rows(`SELECT e.id, e.seen, e.vin FROM equipment_vins v JOIN equipment e ON e.rowid = v.rowid WHERE equipment_vins MATCH ?`, [`"${vin}"`], filter, cap, 'e.');
  }

  async plates(plate: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { plate: string })[]> {
    const p = normaliseVin(plate);
    if (!p) return [];
    return p.length >= 3
      ? this.rows(`SELECT id, seen, plate FROM equipment WHERE plate >= ? AND plate < ? AND plate <> ''`, [p, upTo(p)], filter, cap)
      : this.rows(`SELECT id, seen, plate FROM equipment WHERE plate = ? AND plate <> ''`, [p], filter, cap);
  }

  async makeModel(text: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { exact: boolean })[]> {
    const t = words(text);
    if (!t) return [];
    const found = new Map<string, Sighting & { exact: boolean }>();
    for (const col of ['make', 'model'] as const) {
      const rows = await this.rows<Sighting & { value: string }>(
        // `<> ''` repeated from the partial index's WHERE, or SQLite will not use that index (a scan of every unit).
        `SELECT id, seen, ${col} AS value FROM equipment WHERE ${col} >= ? AND ${col} < ? AND ${col} <> ''`,
        [t, upTo(t)],
        filter,
        cap,
      );
      for (const r of rows) {
        const exact = r.value === t || found.get(r.id)?.exact === true;
        found.set(r.id, { id: r.id, seen: r.seen, exact });
      }
    }
    return [...found.values()];
  }

  async ofCarriers(dots: string[], filter: EquipmentFilter, cap: number): Promise<(Sighting & { dot: string })[]> {
    const ds = [...new Set(dots.map(normaliseDot).filter((d) => d && d !== '0'))].map(Number);
    if (!ds.length) return [];
    const rows = await this.rows<Sighting & { dot: number }>(
      `SELECT id, seen, dot FROM equipment WHERE dot IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(ds)],
      filter,
      cap,
    );
    return rows.map((r) => ({ id: r.id, seen: r.seen, dot: String(r.dot) }));
  }

  async browse(filter: EquipmentFilter, limit: number): Promise<Sighting[]> {
    // One index range per (kind, oos) the filter allows, each already in recency order: the first `limit` of each, merged.
    const out: Sighting[] = [];
    for (const part of browseParts(filter)) {
      out.push(...((this.stmt(`SELECT id, seen FROM equipment WHERE ${part.sql} ORDER BY seen DESC, id LIMIT ?`).all(...part.args, limit) as unknown) as Sighting[]));
    }
    return out.sort((a, b) => (a.seen < b.seen ? 1 : a.seen > b.seen ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, limit);
  }

  async countBrowse(filter: EquipmentFilter, cap: number): Promise<number> {
    let n = 0;
    for (const part of browseParts(filter)) {
      n += (this.stmt(`SELECT count(*) AS n FROM (SELECT 1 FROM equipment WHERE ${part.sql} LIMIT ?)`).get(...part.args, cap) as { n: number }).n;
    }
    return n;
  }

  async records(ids: string[]): Promise<Map<string, EquipmentRecord>> {
    return new Map(chunkedRows<[string, string]>(this.s.docs, ids).map(([id, doc]) => [id, JSON.parse(doc) as EquipmentRecord]));
  }

  /** `select` narrowed by the filter (columns of the table aliased `alias`), `cap` rows at most, as objects. */
  private async rows<R extends Sighting & SqlRow>(select: string, args: (string | number)[], filter: EquipmentFilter, cap: number, alias = ''): Promise<R[]> {
    const f = filterSql(filter, alias);
    const sql = `${select}${f.sql ? ` AND ${f.sql}` : ''} LIMIT ?`;
    return rowsOf<R>(this.stmt(sql), ...args, ...f.args, cap);
  }

  /** Statements built from a filter's shape, prepared once each (a handful of shapes in all). */
  private stmt(sql: string): Stmt {
    let st = this.cache.get(sql);
    if (!st) this.cache.set(sql, (st = this.db.prepare(sql)));
    return st;
  }
}

/**
 * The filter as SQL on the derived columns (status rule: equipment-status.ts), for the criterion queries: each column
 * behind a unary `+`, so that SQLite reads the criterion's own index (a VIN part, a plate, a carrier...) and checks the
 * filter on its rows, never the other way round (the browse index's `kind = ?` alone matches millions of units).
 */
function filterSql(f: EquipmentFilter, alias = ''): { sql: string; args: (string | number)[] } {
  alias = `+${alias}`;
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (f.kind) {
    parts.push(`${alias}kind = ?`);
    args.push(f.kind);
  }
  if (f.status === 'OUT_OF_SERVICE') parts.push(`${alias}oos = 1`);
  else if (f.status) {
    parts.push(`${alias}oos = 0 AND ${alias}seen ${f.status === 'ACTIVE' ? '>=' : '<'} ?`);
    args.push(f.activeSince);
  }
  return { sql: parts.join(' AND '), args };
}

/** The (kind, oos) index ranges a filter covers, each with its seen bound. */
function browseParts(f: EquipmentFilter): { sql: string; args: (string | number)[] }[] {
  const kinds = f.kind ? [f.kind] : ['TRACTOR', 'TRAILER'];
  const oos = f.status === 'OUT_OF_SERVICE' ? [1] : f.status ? [0] : [0, 1];
  const seen = f.status === 'ACTIVE' ? ' AND seen >= ?' : f.status === 'INACTIVE' ? ' AND seen < ?' : '';
  return kinds.flatMap((kind) => oos.map((o) => ({ sql: `kind = ? AND oos = ?${seen}`, args: seen ? [kind, o, f.activeSince] : [kind, o] })));
}

function prepare(db: Db) {
  const arrays = (st: Stmt): Stmt => {
    st.setReturnArrays(true);
    return st;
  };
  return {
    existing: arrays(db.prepare(`SELECT id, rowid, doc, seen, vin FROM equipment WHERE id IN (SELECT value FROM json_each(?))`)),
    docs: arrays(db.prepare(`SELECT id, doc FROM equipment WHERE id IN (SELECT value FROM json_each(?))`)),
    insert: db.prepare(
      `INSERT INTO equipment (id, dot, vin, doc, kind, oos, seen, plate, make, model) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING rowid`,
    ),
    update: db.prepare(`UPDATE equipment SET dot = ?, vin = ?, doc = ?, kind = ?, oos = ?, seen = ?, plate = ?, make = ?, model = ? WHERE rowid = ?`),
    // node:sqlite binds JS numbers as REAL, and FTS5 silently ignores a REAL rowid: cast it.
    insertVin: db.prepare(`INSERT INTO equipment_vins (rowid, vin) VALUES (CAST(? AS INTEGER), ?)`),
    deleteVin: db.prepare(`DELETE FROM equipment_vins WHERE rowid = CAST(? AS INTEGER)`),
    ofDot: db.prepare(`SELECT doc FROM equipment WHERE dot = ?`),
    // json_extract answers JSON true/false as 1/0 and a JSON null as NULL.
    inspections: db.prepare(
      `SELECT id, dot, json_extract(doc, '$.inspectionId') AS inspectionId, json_extract(doc, '$.vehicleOutOfService') AS oos, json_extract(doc, '$.vehicleViolations') AS violations FROM equipment WHERE dot IN (SELECT value FROM json_each(?))`,
    ),
    byVinPrefix: db.prepare(`SELECT doc FROM equipment WHERE vin >= ?1 AND vin < ?2 ORDER BY vin, id LIMIT ?3`),
  };
}

/**
 * Creates the equipment tables, or brings schema 1 (id, dot, vin, doc) up: the derived columns from the documents,
 * the new indexes and the VIN trigram index filled, in one transaction.
 */
export function createEquipmentSchema(db: Db): void {
  if (readMeta(db, 'equipment_schema') === EQUIPMENT_SCHEMA) return;
  transaction(db, () => {
    // Another process (the import CLI beside the server) may have migrated the file meanwhile.
    if (readMeta(db, 'equipment_schema') === EQUIPMENT_SCHEMA) return;
    db.exec(`CREATE TABLE IF NOT EXISTS main.equipment (id TEXT PRIMARY KEY, dot INTEGER NOT NULL, vin TEXT NOT NULL, doc TEXT NOT NULL, ${DERIVED.join(', ')});`);
    const columns = (db.prepare(`SELECT name FROM pragma_table_info('equipment')`).all() as { name: string }[]).map((c) => c.name);
    if (!columns.includes('kind')) {
      for (const col of DERIVED) db.exec(`ALTER TABLE main.equipment ADD COLUMN ${col}`);
      const read = db.prepare(`SELECT rowid, doc FROM equipment WHERE rowid > ? ORDER BY rowid LIMIT 10000`);
      const set = db.prepare(`UPDATE equipment SET kind = ?, oos = ?, seen = ?, plate = ?, make = ?, model = ? WHERE rowid = ?`);
      for (let after = 0, rows = read.all(after) as { rowid: number; doc: string }[]; rows.length; rows = read.all(after) as typeof rows) {
        for (const row of rows) set.run(...derived(JSON.parse(row.doc) as EquipmentRecord), row.rowid);
        after = rows[rows.length - 1].rowid;
      }
    }
    db.exec(INDEXES);
    db.exec(`INSERT INTO equipment_vins (equipment_vins) VALUES ('delete-all'); INSERT INTO equipment_vins (rowid, vin) SELECT rowid, vin FROM equipment WHERE vin <> '';`);
    writeMeta(db, 'equipment_schema', EQUIPMENT_SCHEMA);
  });
}
