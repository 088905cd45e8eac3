/** VINs with valid check digits and model-year codes, for the synthetic inspection units. */

const VIN_VALUES: Record<string, number> = {};
'0123456789'.split('').forEach((c, i) => (VIN_VALUES[c] = i));
Object.entries({ A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 }).forEach(([c, v]) => (VIN_VALUES[c] = v));
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN with a valid check digit (position 9) and model-year code (position 10). */
export function makeVin(wmi: string, vds: string, year: number, plant: string, serial: string): string {
  const chars = (wmi + vds + '0' + VIN_YEAR_CODES[(year - 1980) % 30] + plant + serial).split('');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += VIN_VALUES[chars[i]] * VIN_WEIGHTS[i];
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}
