/**
 * Equipment tracker benchmark: loads synthetic inspection units into SqliteCarrierStore (with carriers for the name
 * and MC lookups) and prints the load rate and the latency of each kind of GET /api/equipment search on the store.
 *
 * From the repo root (Node 24 from node_modules; @logiscope/* resolve to their built dist, as after npm start):
 *
 *   export PATH=$PWD/node_modules/.bin:$PATH
 *   npx swc services/carrier-data/src services/carrier-data/bench -d /tmp/equipment-bench --config-file .swcrc --quiet
 *   NODE_PATH=$PWD/node_modules node /tmp/equipment-bench/services/carrier-data/bench/equipment.bench.js \
 *       [--units 3000000] [--carriers 300000] [--batch 5000] [--queries 200] [--dir /tmp] [--keep]
 *
 * Units: ~10 per carrier on average (Zipf-like: a few large fleets), 60 % power units and 40 % trailers, makes drawn
 * from a dozen real inspection abbreviations (FRHT a fifth of all), 17-character VINs, plates, inspection dates over
 * six years, one in twelve put out of service at its last inspection. Deterministic by index.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyCarrier, type CarrierRecord, type EquipmentRecord } from '../src/carrier/carrier.model';
import { SqliteCarrierStore } from '../src/carrier/sqlite-carrier.store';
import type { EquipmentSearchQuery } from '../src/carrier/equipment.store';

const MAKES = ['FRHT', 'FRHT', 'INTL', 'KW', 'PTRB', 'VOLV', 'MACK', 'WSTR', 'UTIL', 'WABA', 'GDAN', 'HYUN', 'STOU', 'GMC', 'FORD'];
const TRAILER_MAKES = new Set(['UTIL', 'WABA', 'GDAN', 'HYUN', 'STOU']);
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const NAMES = 'EAGLE STAR EXPRESS BLUE RIVER GOLDEN AMERICAN NATIONAL UNITED PRIME ROYAL SUMMIT LONE VALLEY TRANSPORT LOGISTICS FREIGHT TRUCKING HAULING LINES'.split(' ');

/** A deterministic 32-bit hash of an index and a salt. */
function hash(i: number, salt: number): number {
  let h = (i * 2654435761) ^ (salt * 40503);
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

function vinOf(i: number): string {
  let v = '';
  for (let k = 0; k < 17; k++) v += VIN_CHARS[hash(i, k + 10) % VIN_CHARS.length];
  return v;
}

const plateOf = (i: number) => `${VIN_CHARS[hash(i, 3) % 23]}${VIN_CHARS[hash(i, 4) % 23]}${(hash(i, 5) % 100000).toString().padStart(5, '0')}`;

function carrierOf(dot: number): CarrierRecord {
  const name = `${NAMES[hash(dot, 1) % NAMES.length]} ${NAMES[hash(dot, 2) % NAMES.length]} ${dot} LLC`;
  return { ...emptyCarrier(String(dot)), legalName: name, dockets: [`MC${dot + 100000}`], mcNumbers: [String(dot + 100000)], physicalAddress: { street: '', city: '', state: 'TX', zip: '', country: 'US' } };
}

function unitOf(i: number, carriers: number): EquipmentRecord {
  // Skewed fleets: the square of a uniform draw puts more units on low DOT numbers.
  const u = hash(i, 7) / 2 ** 32;
  const dot = 1 + Math.floor(u * u * carriers);
  const make = MAKES[hash(i, 8) % MAKES.length];
  const trailer = TRAILER_MAKES.has(make);
  const day = new Date(Date.UTC(2020, 0, 1) + (hash(i, 9) % (6 * 365)) * 86_400_000).toISOString().slice(0, 10);
  const vin = vinOf(i);
  return {
    id: `${dot}:${vin}`,
    dotNumber: String(dot),
    equipmentType: trailer ? 'SEMI-TRAILER' : hash(i, 11) % 6 === 0 ? 'STRAIGHT TRUCK' : 'TRUCK TRACTOR',
    equipmentYear: 2010 + (hash(i, 12) % 15),
    equipmentMake: make,
    equipmentModel: '',
    vehicleVin: vin,
    licensePlate: plateOf(i),
    plateState: 'TX',
    unitNumber: '',
    inspectionDate: day,
    inspectionState: 'TX',
    inspectionId: String(1_700_000_000 + i),
    registrationState: 'TX',
    ownerName: '',
    lastSeen: day,
    vehicleOutOfService: hash(i, 13) % 12 === 0,
    vehicleViolations: hash(i, 14) % 4,
  };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  const units = Number(arg('units', '3000000'));
  const carriers = Number(arg('carriers', '300000'));
  const batch = Number(arg('batch', '5000'));
  const queries = Number(arg('queries', '200'));
  const dir = join(arg('dir', tmpdir()), `logiscope-equipment-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'carriers.db');
  const store = new SqliteCarrierStore(file);
  try {
    let t = performance.now();
    store.beginBulkImport();
    for (let from = 1; from <= carriers; from += batch) {
      await store.upsertMany(Array.from({ length: Math.min(batch, carriers - from + 1) }, (_, k) => carrierOf(from + k)));
    }
    await store.rebuildSearchIndex();
    console.log(`carriers: ${carriers.toLocaleString('en-US')} in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    for (let from = 0; from < units; from += batch) {
      await store.upsertEquipment(Array.from({ length: Math.min(batch, units - from) }, (_, k) => unitOf(from + k, carriers)));
    }
    const loadS = (performance.now() - t) / 1000;
    console.log(`units: ${units.toLocaleString('en-US')} in ${loadS.toFixed(1)} s = ${Math.round(units / loadS).toLocaleString('en-US')} rows/s; store file ${(statSync(file).size / 2 ** 30).toFixed(2)} GB`);

    const q = (o: Partial<EquipmentSearchQuery>): EquipmentSearchQuery => ({ text: '', vin: '', activeSince: '2024-01-01', ...o });
    const pick = (n: number) => unitOf(hash(n, 99) % units, carriers);
    const kinds: [string, (n: number) => EquipmentSearchQuery, number?][] = [
      ['browse, no filter', () => q({})],
      ['browse TRAILER + ACTIVE', () => q({ kind: 'TRAILER', status: 'ACTIVE' })],
      ['browse OUT_OF_SERVICE, page 400', () => q({ status: 'OUT_OF_SERVICE' }), 400],
      ['whole VIN', (n) => q({ text: pick(n).vehicleVin })],
      ['VIN serial (last 6)', (n) => q({ text: pick(n).vehicleVin.slice(-6) })],
      ['VIN Lookup (8 inside)', (n) => q({ vin: pick(n).vehicleVin.slice(4, 12) })],
      ['plate', (n) => q({ text: pick(n).licensePlate })],
      ['make FRHT (a fifth of all)', () => q({ text: 'FRHT' })],
      ['make KW + TRACTOR', () => q({ text: 'KW', kind: 'TRACTOR' })],
      ['carrier DOT', (n) => q({ text: `DOT ${pick(n).dotNumber}` })],
      ['carrier MC', (n) => q({ text: `MC-${Number(pick(n).dotNumber) + 100000}` })],
      ['carrier name (2 words)', (n) => q({ text: `${NAMES[n % NAMES.length]} ${NAMES[(n * 7) % NAMES.length]}` })],
      ['nonsense', () => q({ text: 'zzqqxx nothing' })],
    ];
    console.log(`\n${queries} searches each, page of 12 (store only, one at a time):`);
    console.log('| search | p50 ms | p95 ms | total (capped) |\n|---|---|---|---|');
    for (const [label, make, page = 1] of kinds) {
      const times: number[] = [];
      let last = { total: 0, capped: false };
      for (let n = 0; n < queries; n++) {
        const s = performance.now();
        last = await store.searchEquipment(make(n), { offset: (page - 1) * 12, limit: 12 });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`| ${label} | ${pct(times, 0.5).toFixed(2)} | ${pct(times, 0.95).toFixed(2)} | ${last.total.toLocaleString('en-US')}${last.capped ? '+' : ''} |`);
    }
  } finally {
    await store.close();
    if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
