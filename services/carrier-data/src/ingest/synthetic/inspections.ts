/** The roadside inspections of a synthetic carrier and the vehicles inspected (SMS Input – Inspection rows). */
import { isoFromDays } from './dates';
import type { SyntheticCarrier, SyntheticUnit } from './model';
import { Rng, cumulative, hash32 } from './prng';
import { makeVin } from './vin';
import { STATES, TRACTOR_MAKERS, TRAILER_MAKERS } from './words';

const STATE_WEIGHTS = cumulative(STATES.map((s) => s.weight));

/** Vehicle k of carrier `owner` (a chameleon's first trucks are its source's). */
function vehicle(seed: number, asOf: string, owner: number, k: number, trailer: boolean, plateState: string): SyntheticUnit {
  const r = new Rng(hash32(seed ^ (trailer ? 0x7a11e4 : 0x74ac70), owner * 64 + k));
  const maker = trailer ? r.pick(TRAILER_MAKERS) : r.pick(TRACTOR_MAKERS);
  // Model years up to two years before asOf, so no truck is inspected before its model year (inspections span two years).
  const year = Number(asOf.slice(0, 4)) - 2 - r.int(0, 12);
  const vin = makeVin(maker.wmi, r.letters(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'), year, r.letters(1), r.digits(6));
  const plate = trailer ? `${r.letters(1)}${r.digits(6)}` : `${r.letters(2)}${r.digits(5)}`;
  return { type: trailer ? 'SEMI-TRAILER' : r.chance(0.15) ? 'STRAIGHT TRUCK' : 'TRUCK TRACTOR', make: maker.make, vin, plate, plateState };
}

/** About half the carriers with trucks were inspected in the last two years; `src` is a chameleon's source. */
export function addInspections(seed: number, asOf: string, asOfDays: number, c: SyntheticCarrier, r: Rng, src: number | undefined): void {
  if (c.powerUnits === 0 || c.statusCode === 'I' || r.chance(0.45)) return;
  const fleet = Math.min(c.powerUnits, 40);
  const n = Math.min(12, 1 + Math.floor(-Math.log(1 - r.next()) * Math.min(fleet, 20) / 4));
  for (let k = 0; k < n; k++) {
    const vk = r.int(0, fleet - 1);
    // A chameleon's first two trucks are its source's trucks (same VINs under a new DOT).
    const owner = src !== undefined && vk < 2 ? src : c.index;
    const units = [vehicle(seed, asOf, owner, vk, false, c.phy.state)];
    if (units[0].type === 'TRUCK TRACTOR' && r.chance(0.7)) units.push(vehicle(seed, asOf, owner, r.int(0, fleet * 2), true, c.phy.state));
    const state = r.chance(0.6) ? c.phy.state : STATES[r.weighted(STATE_WEIGHTS)].state;
    c.inspections.push({
      id: String(100000000 + c.index * 16 + k),
      reportNumber: `${state}${r.letters(2)}${r.digits(6)}`,
      state,
      date: isoFromDays(asOfDays - 2 * 365 + Math.floor(r.next() * 2 * 365)),
      level: r.pick([1, 2, 2, 3, 3, 3]),
      units,
      driverOos: r.chance(0.05) ? 1 : 0,
      vehicleOos: r.chance(0.2) ? 1 : 0,
    });
  }
}
