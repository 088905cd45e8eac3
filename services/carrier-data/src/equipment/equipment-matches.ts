/**
 * The equipment tracker's search over any engine: an engine answers simple indexed questions (EquipmentIndex: units
 * whose VIN holds this, whose plate starts with that, of these carriers...), each with the filters applied and at
 * most `cap` answers; this module asks the ones the text calls for (equipment-query.ts), merges them, ranks them and
 * pages them. Both stores share it, so they cannot rank differently.
 */
import type { EquipmentKind, EquipmentStatus } from '@logiscope/proto/views';
import type { EquipmentRecord } from '../carrier/carrier.model';
import type { CarrierStore } from '../carrier/carrier.store';
import type { EquipmentSearchQuery, EquipmentSearchResult } from '../carrier/equipment.store';
import { MATCH_WEIGHT, planEquipmentText, vinWeight } from './equipment-query';

/** Matches counted and ranked per question at the most (a make like FRHT names a large share of all trucks). */
export const EQUIPMENT_CAP = 10_000;
/** Carriers whose units a name search lists, the best named first. */
export const CARRIER_NAME_LIMIT = 100;

export interface EquipmentFilter {
  kind?: EquipmentKind;
  status?: EquipmentStatus;
  /** See EquipmentSearchQuery.activeSince. */
  activeSince: string;
}

/** A unit an engine found: its id and when it was last seen (lastSeen, else its inspection date). */
export type Sighting = {
  id: string;
  seen: string;
};

/** What an engine answers; every method applies the filter and answers `cap` units at the most. */
export interface EquipmentIndex {
  /** Units whose VIN holds `part` anywhere, with their VIN. */
  vinPart(part: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { vin: string })[]>;
  /** Units whose plate is `plate`, or (3+ characters) starts with it, with their plate. */
  plates(plate: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { plate: string })[]>;
  /** Units whose make or model (upper-case, single spaces) is `text` or starts with it; exact when one is `text`. */
  makeModel(text: string, filter: EquipmentFilter, cap: number): Promise<(Sighting & { exact: boolean })[]>;
  /** Units of these carriers (DOT numbers), with their carrier. */
  ofCarriers(dots: string[], filter: EquipmentFilter, cap: number): Promise<(Sighting & { dot: string })[]>;
  /** Every unit the filter lets through, most recently seen first (then by id), the first `limit`. */
  browse(filter: EquipmentFilter, limit: number): Promise<Sighting[]>;
  /** How many units the filter lets through, counted to `cap` at the most. */
  countBrowse(filter: EquipmentFilter, cap: number): Promise<number>;
  records(ids: string[]): Promise<Map<string, EquipmentRecord>>;
}

/** The carrier side of a search: the carrier store's own MC and name lookups. */
export type CarrierLookups = Pick<CarrierStore, 'dotsByMc' | 'search'>;

interface Ranked extends Sighting {
  weight: number;
}

/** Higher weight first, then the most recently seen, then by id: the same order in every engine. */
export const byWeight = (a: Ranked, b: Ranked): number =>
  b.weight - a.weight || (a.seen < b.seen ? 1 : a.seen > b.seen ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

class Matches {
  readonly byId = new Map<string, Ranked>();
  capped = false;

  constructor(private readonly cap: number) {}

  add<S extends Sighting>(found: S[], weightOf: (s: S) => number): void {
    if (found.length >= this.cap) this.capped = true;
    for (const s of found) {
      const weight = weightOf(s);
      const had = this.byId.get(s.id);
      if (!had || had.weight < weight) this.byId.set(s.id, { id: s.id, seen: s.seen, weight });
    }
  }
}

export async function searchEquipmentIn(
  index: EquipmentIndex,
  carriers: CarrierLookups,
  query: EquipmentSearchQuery,
  page: { offset: number; limit: number },
  cap = EQUIPMENT_CAP,
): Promise<EquipmentSearchResult> {
  const offset = Math.max(0, Math.floor(page.offset || 0));
  const limit = Math.max(0, Math.floor(page.limit || 0));
  const filter: EquipmentFilter = { kind: query.kind, status: query.status, activeSince: query.activeSince };
  const hasText = query.text.trim() !== '';
  const plan = hasText ? planEquipmentText(query.text) : null;
  if (hasText && !plan) return { hits: [], total: 0, capped: false };

  if (!plan && !query.vin) {
    // No text: every vehicle the filters let through, straight from the engine's index in recency order.
    const [total, page] = await Promise.all([index.countBrowse(filter, cap + 1), offset < cap ? index.browse(filter, offset + limit) : []]);
    const ranked = page.slice(offset, offset + limit).map((s) => ({ ...s, weight: MATCH_WEIGHT.browse }));
    return { hits: await hitsOf(index, ranked), total: Math.min(total, cap), capped: total > cap };
  }

  let matches = plan ? await textMatches(index, carriers, plan, filter, cap) : undefined;
  if (query.vin) {
    const byVin = new Matches(cap);
    byVin.add(await index.vinPart(query.vin, filter, cap), (s) => vinWeight(s.vin, query.vin));
    if (matches) {
      // VIN Lookup within a text search: the text's matches that also hold the VIN part.
      for (const id of [...matches.byId.keys()]) if (!byVin.byId.has(id)) matches.byId.delete(id);
      matches.capped ||= byVin.capped;
    } else matches = byVin;
  }
  const ranked = [...matches!.byId.values()].sort(byWeight);
  return {
    hits: await hitsOf(index, ranked.slice(offset, offset + limit)),
    total: Math.min(ranked.length, cap),
    capped: matches!.capped || ranked.length > cap,
  };
}

async function textMatches(
  index: EquipmentIndex,
  carriers: CarrierLookups,
  plan: NonNullable<ReturnType<typeof planEquipmentText>>,
  filter: EquipmentFilter,
  cap: number,
): Promise<Matches> {
  const matches = new Matches(cap);
  const dots: string[] = [];
  if (plan.dot) dots.push(plan.dot);
  if (plan.mc) {
    const dot = (await carriers.dotsByMc([plan.mc])).get(plan.mc);
    if (dot) dots.push(dot);
  }
  const [vins, plates, makes, numbered, named] = await Promise.all([
    plan.vinPart ? index.vinPart(plan.vinPart, filter, cap) : [],
    plan.plate ? index.plates(plan.plate, filter, cap) : [],
    plan.makeModel ? index.makeModel(plan.makeModel, filter, cap) : [],
    dots.length ? index.ofCarriers([...new Set(dots)], filter, cap) : [],
    plan.carrierName ? carriers.search({ companyName: plan.carrierName }, { offset: 0, limit: CARRIER_NAME_LIMIT }) : undefined,
  ]);
  matches.add(vins, (s) => vinWeight(s.vin, plan.vinPart!));
  matches.add(plates, (s) => (s.plate === plan.plate ? MATCH_WEIGHT.plateExact : MATCH_WEIGHT.plateStart));
  matches.add(makes, (s) => (s.exact ? MATCH_WEIGHT.makeModelExact : MATCH_WEIGHT.makeModelStart));
  matches.add(numbered, () => MATCH_WEIGHT.carrierNumber);
  if (named?.hits.length) {
    // The carrier search's order, as a fraction under the next weight: the best named carrier's units first.
    const rank = new Map(named.hits.map((h, i) => [h.carrier.dotNumber, i]));
    const units = await index.ofCarriers([...rank.keys()], filter, cap);
    matches.add(units, (s) => MATCH_WEIGHT.carrierName + (CARRIER_NAME_LIMIT - rank.get(s.dot)!) / (CARRIER_NAME_LIMIT + 1));
  }
  return matches;
}

async function hitsOf(index: EquipmentIndex, ranked: Ranked[]): Promise<EquipmentSearchResult['hits']> {
  if (!ranked.length) return [];
  const records = await index.records(ranked.map((r) => r.id));
  return ranked.flatMap((r) => {
    const record = records.get(r.id);
    return record ? [{ record, weight: r.weight }] : [];
  });
}
