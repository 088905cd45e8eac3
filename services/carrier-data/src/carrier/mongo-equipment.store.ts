import type { EquipmentRecord } from './carrier.model';
import { normaliseDot, normaliseVin, VIN_MIN_CHARS, wholeCount } from './carrier-identifiers.normalise';
import { byLastSeen, checkedEquipment } from './carrier-record.canonical';
import { byIds, fromMongo, note, replaceDocs, updatePostings, type Coll, type CollOf, type Postings, type Raw } from './mongo-carrier.docs';
import { equipmentKind, seenOn } from '../equipment/equipment-status';
import type { EquipmentFilter, EquipmentIndex, Sighting } from '../equipment/equipment-matches';
import type { UnitInspection } from '../equipment/equipment-inspections';

/** A VIN is looked up by its first eight characters (the shortest VIN search allowed). */
const VIN_KEY = VIN_MIN_CHARS;
/** The shortest part of a VIN the tracker looks for (shorter VIN tails are not indexed). */
const TAIL_MIN = 3;
/** The search fields stored with each unit (never part of the record). */
const KEYS = 'keys';
/** carrier_meta entry saying the units carry their search fields (documents of the first version had none). */
const SCHEMA_ID = 'equipment_schema';
const SCHEMA_VERSION = 2;
/** Per carrier, what each unit says of its last inspection (inspectionPosting): an inspection tally's one read. */
const INSPECTIONS = 'equipment_inspections_by_dot';
/** carrier_meta entry saying INSPECTIONS was filled from the units stored before it existed. */
const INSPECTIONS_ID = 'equipment_inspections';

/** Make and model as searched: upper-case, single spaces. */
const words = (v: string): string => (v ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
/** Every text that starts with `v` sorts from `v` to below `v~` (VINs, plates, makes and models hold no `~`). */
const startingWith = (v: string) => ({ $gte: v, $lt: `${v}~` });

/**
 * The search fields of a unit: kind, oos and seen (the filters; status rule: equipment-status.ts), its VIN's tails
 * (every suffix of 3+ characters: a VIN holds a text when one of its tails starts with it, an index range), plate, make,
 * model and DOT number.
 */
function searchKeys(e: EquipmentRecord): Raw {
  const vin = normaliseVin(e.vehicleVin);
  const tails: string[] = [];
  for (let i = 0; i + TAIL_MIN <= vin.length; i++) tails.push(vin.slice(i));
  return {
    kind: equipmentKind(e),
    oos: e.vehicleOutOfService === true ? 1 : 0,
    seen: seenOn(e),
    vin,
    tails,
    plate: normaliseVin(e.licensePlate),
    make: words(e.equipmentMake),
    model: words(e.equipmentModel),
    dot: e.dotNumber,
  };
}

const toDoc = (e: EquipmentRecord): Raw => ({ _id: e.id, ...e, [KEYS]: searchKeys(e) });
const fromDoc = (raw: Raw): EquipmentRecord => fromMongo<EquipmentRecord>(raw, KEYS);

/** The filter on the search fields; kind and oos always named, so that one compound index serves every listing. */
function filterQuery(f: EquipmentFilter): Raw {
  const q: Raw = { [`${KEYS}.kind`]: f.kind ?? { $in: ['TRACTOR', 'TRAILER'] } };
  if (f.status === 'OUT_OF_SERVICE') q[`${KEYS}.oos`] = 1;
  else {
    q[`${KEYS}.oos`] = f.status ? 0 : { $in: [0, 1] };
    if (f.status) q[`${KEYS}.seen`] = f.status === 'ACTIVE' ? { $gte: f.activeSince } : { $lt: f.activeSince };
  }
  return q;
}

const SIGHTING = { _id: 1, [`${KEYS}.seen`]: 1, [`${KEYS}.vin`]: 1, [`${KEYS}.plate`]: 1, [`${KEYS}.make`]: 1, [`${KEYS}.model`]: 1, [`${KEYS}.dot`]: 1 };
const sighting = (raw: Raw): Sighting & { keys: Raw } => ({ id: String(raw._id), seen: String(raw[KEYS]?.seen ?? ''), keys: raw[KEYS] ?? {} });

/**
 * The carrier store's equipment on MongoDB: `equipment` `{ _id: id, ...EquipmentRecord, keys }` with secondary indexes
 * on the search fields (real MongoDB uses them; FerretDB v1 scans), and the `_id`-keyed lookups `equipment_by_dot` and
 * `equipment_by_vin` (first eight VIN characters) that a carrier's Equipment tab and the VIN search read, and
 * `equipment_inspections_by_dot` that inspection tallies read (FerretDB serves those far faster than secondary fields). Writes follow the carrier store's order: new lookup entries, the
 * documents, old entries (a superset of the truth between steps; rebuildLookups() repairs a crash inside a replace).
 */
export class MongoEquipment implements EquipmentIndex {
  private ready: Promise<Coll> | undefined;

  constructor(private readonly coll: CollOf) {}

  /** The units' collection, its indexes created and (once) documents of the first version given their search fields. */
  private units(): Promise<Coll> {
    this.ready ??= (async () => {
      const units = await this.coll('equipment');
      for (const index of [
        { [`${KEYS}.kind`]: 1, [`${KEYS}.oos`]: 1, [`${KEYS}.seen`]: -1, _id: 1 },
        { [`${KEYS}.tails`]: 1 },
        { [`${KEYS}.plate`]: 1 },
        { [`${KEYS}.make`]: 1, [`${KEYS}.seen`]: -1 },
        { [`${KEYS}.model`]: 1, [`${KEYS}.seen`]: -1 },
        { [`${KEYS}.dot`]: 1 },
      ] as Record<string, 1 | -1>[])
        await units.createIndex(index);
      const meta = await this.coll('carrier_meta');
      if (!(await meta.findOne({ _id: SCHEMA_ID as never }))) {
        let batch: Raw[] = [];
        const flush = async () => {
          await replaceDocs(units, batch.map((raw) => toDoc(fromDoc(raw))), new Set(batch.map((raw) => String(raw._id))));
          batch = [];
        };
        for await (const raw of units.find({ [KEYS]: { $exists: false } })) if (batch.push(raw) === 1000) await flush();
        await flush();
        await meta.updateOne({ _id: SCHEMA_ID as never }, { $set: { v: SCHEMA_VERSION } }, { upsert: true });
      }
      if (!(await meta.findOne({ _id: INSPECTIONS_ID as never }))) {
        await this.postUnits(units, INSPECTIONS);
        await meta.updateOne({ _id: INSPECTIONS_ID as never }, { $set: { v: 1 } }, { upsert: true });
      }
      return units;
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  /** Inserts new units, rewrites changed ones, keeps a newer sighting; how many were written. */
  async write(records: EquipmentRecord[]): Promise<number> {
    if (!records.length) return 0;
    const recs = checkedEquipment(records);
    const units = await this.units();
    const before = new Map<string, EquipmentRecord>();
    for (const raw of await byIds(units, [...new Set(recs.map((r) => r.id))])) before.set(String(raw._id), fromDoc(raw));
    const current = new Map<string, { doc: string; seen: string }>([...before].map(([id, e]) => [id, { doc: JSON.stringify(e), seen: seenOn(e) }]));
    const written = new Map<string, EquipmentRecord>();
    for (const r of recs) {
      const doc = JSON.stringify(r);
      const had = current.get(r.id);
      if (had && (had.doc === doc || seenOn(r) < had.seen)) continue;
      current.set(r.id, { doc, seen: seenOn(r) });
      written.set(r.id, r);
    }
    if (!written.size) return 0;
    const adds: Postings<string> = new Map();
    const removes: Postings<string> = new Map();
    for (const [id, e] of written) collectEquipment(e, before.get(id), adds, removes);
    await updatePostings(this.coll, adds, 'add');
    await replaceDocs(units, [...written.values()].map(toDoc), new Set(before.keys()));
    await updatePostings(this.coll, removes, 'remove');
    return written.size;
  }

  async of(dotNumber: string): Promise<EquipmentRecord[]> {
    const dot = normaliseDot(dotNumber);
    if (!dot) return [];
    const entry = await (await this.coll('equipment_by_dot')).findOne({ _id: dot as never });
    const ids = (entry?.d as string[] | undefined) ?? [];
    if (!ids.length) return [];
    return (await byIds(await this.units(), ids)).map(fromDoc).filter((e) => e.dotNumber === dot).sort(byLastSeen);
  }

  /**
   * The units of these carriers, only what an inspection tally reads: one `_id` lookup per carrier in INSPECTIONS (the
   * units themselves would be a `$in`, which FerretDB evaluates on every unit stored).
   */
  async inspectionsOf(dotNumbers: readonly string[]): Promise<UnitInspection[]> {
    const dots = [...new Set(dotNumbers.map(normaliseDot).filter((d) => d && d !== '0'))];
    if (!dots.length) return [];
    await this.units();
    const out: UnitInspection[] = [];
    for (const entry of await byIds(await this.coll(INSPECTIONS), dots)) {
      // Between a write's steps a unit may stand twice (its old and new inspection): the later entry is the new one.
      const byUnit = new Map<string, UnitInspection>();
      for (const posting of (entry.d as string[] | undefined) ?? []) {
        const [id, inspectionId, vehicleOutOfService, vehicleViolations] = JSON.parse(posting) as [string, string, boolean | null, number | null];
        byUnit.set(id, { id, dotNumber: String(entry._id), inspectionId, vehicleOutOfService, vehicleViolations });
      }
      out.push(...byUnit.values());
    }
    return out;
  }

  async byVin(vin: string, limit: number): Promise<EquipmentRecord[]> {
    const prefix = normaliseVin(vin);
    const n = wholeCount(limit);
    if (prefix.length < VIN_MIN_CHARS || !n) return [];
    const entry = await (await this.coll('equipment_by_vin')).findOne({ _id: prefix.slice(0, VIN_KEY) as never });
    const ids = (entry?.d as string[] | undefined) ?? [];
    if (!ids.length) return [];
    const key = (e: EquipmentRecord) => normaliseVin(e.vehicleVin);
    const list = (await byIds(await this.units(), ids)).map(fromDoc).filter((e) => key(e).startsWith(prefix));
    list.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return list.slice(0, n);
  }

  /** Rebuilds the `_id`-keyed lookups from the unit documents (the carrier store's repair after a crash). */
  async rebuildLookups(): Promise<void> {
    for (const name of ['equipment_by_dot', 'equipment_by_vin', INSPECTIONS]) await (await this.coll(name)).deleteMany({});
    await this.postUnits(await this.units());
  }

  /** Adds every stored unit's lookup entries (only those of the `only` lookup when named), 10,000 units at a time. */
  private async postUnits(units: Coll, only?: string): Promise<void> {
    let postings: Postings<string> = new Map();
    let pending = 0;
    const flush = async () => {
      await updatePostings(this.coll, only ? new Map([...postings].filter(([name]) => name === only)) : postings, 'add');
      postings = new Map();
      pending = 0;
    };
    for await (const raw of units.find({})) {
      collectEquipment(fromDoc(raw), undefined, postings, new Map());
      if (++pending === 10_000) await flush();
    }
    await flush();
  }

  // ------------------------------------------------------------------------------------------------------------
  // EquipmentIndex (equipment-matches.ts)

  private async find(query: Raw, filter: EquipmentFilter, cap: number): Promise<(Sighting & { keys: Raw })[]> {
    const units = await this.units();
    return (await units.find({ ...filterQuery(filter), ...query }, { projection: SIGHTING }).limit(cap).toArray()).map(sighting);
  }

  async vinPart(part: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { vin: string })[]> {
    const vin = normaliseVin(part);
    if (vin.length < TAIL_MIN) return [];
    // An anchored regex (an index range on MongoDB): a range ($gte/$lt) on an array could be met by two different tails.
    return (await this.find({ [`${KEYS}.tails`]: { $regex: `^${vin}` } }, filter, cap)).map((s) => ({ id: s.id, seen: s.seen, vin: String(s.keys.vin) }));
  }

  async plates(plate: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { plate: string })[]> {
    const p = normaliseVin(plate);
    if (!p) return [];
    const found = await this.find({ [`${KEYS}.plate`]: p.length >= 3 ? startingWith(p) : p }, filter, cap);
    return found.map((s) => ({ id: s.id, seen: s.seen, plate: String(s.keys.plate) }));
  }

  async makeModel(text: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { exact: boolean })[]> {
    const t = words(text);
    if (!t) return [];
    const found = new Map<string, Sighting & { exact: boolean }>();
    // One query per field (each its own index range), as the SQLite store does.
    for (const field of ['make', 'model']) {
      for (const s of await this.find({ [`${KEYS}.${field}`]: startingWith(t) }, filter, cap)) {
        found.set(s.id, { id: s.id, seen: s.seen, exact: s.keys[field] === t || found.get(s.id)?.exact === true });
      }
    }
    return [...found.values()];
  }

  async ofCarriers(dots: string[], filter: EquipmentFilter, cap: number): Promise<(Sighting & { dot: string })[]> {
    const ds = [...new Set(dots.map(normaliseDot).filter((d) => d && d !== '0'))];
    if (!ds.length) return [];
    return (await this.find({ [`${KEYS}.dot`]: { $in: ds } }, filter, cap)).map((s) => ({ id: s.id, seen: s.seen, dot: String(s.keys.dot) }));
  }

  async browse(filter: EquipmentFilter, limit: number): Promise<Sighting[]> {
    if (!limit) return [];
    const units = await this.units();
    const found = await units.find(filterQuery(filter), { projection: SIGHTING }).sort({ [`${KEYS}.seen`]: -1, _id: 1 }).limit(limit).toArray();
    return found.map((raw) => ({ id: String(raw._id), seen: String(raw[KEYS]?.seen ?? '') }));
  }

  async countBrowse(filter: EquipmentFilter, cap: number): Promise<number> {
    return (await this.units()).countDocuments(filterQuery(filter), { limit: cap });
  }

  async records(ids: string[]): Promise<Map<string, EquipmentRecord>> {
    return new Map((await byIds(await this.units(), ids)).map((raw) => [String(raw._id), fromDoc(raw)]));
  }
}

/** A unit's entry in INSPECTIONS: its id and what it says of its last inspection. */
const inspectionPosting = (e: EquipmentRecord): string => JSON.stringify([e.id, e.inspectionId ?? '', e.vehicleOutOfService ?? null, e.vehicleViolations ?? null]);

function collectEquipment(e: EquipmentRecord, o: EquipmentRecord | undefined, adds: Postings<string>, removes: Postings<string>): void {
  const vin = normaliseVin(e.vehicleVin).slice(0, VIN_KEY);
  const oVin = o ? normaliseVin(o.vehicleVin).slice(0, VIN_KEY) : '';
  if (!o || o.dotNumber !== e.dotNumber) {
    note(adds, 'equipment_by_dot', e.dotNumber, e.id);
    if (o) note(removes, 'equipment_by_dot', o.dotNumber, e.id);
  }
  if (vin.length === VIN_KEY && (!o || oVin !== vin)) note(adds, 'equipment_by_vin', vin, e.id);
  if (o && oVin.length === VIN_KEY && oVin !== vin) note(removes, 'equipment_by_vin', oVin, e.id);
  const posting = inspectionPosting(e);
  const oPosting = o ? inspectionPosting(o) : '';
  if (!o || o.dotNumber !== e.dotNumber || oPosting !== posting) {
    note(adds, INSPECTIONS, e.dotNumber, posting);
    if (o) note(removes, INSPECTIONS, o.dotNumber, oPosting);
  }
}
