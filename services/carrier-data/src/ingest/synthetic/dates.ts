/** Date helpers of the synthetic files: day numbers and the date formats each FMCSA file writes. */
import { MONTH_ABBR } from './words';

/** Days since 1970-01-01 → ISO date (Howard Hinnant's civil_from_days). */
export function isoFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const y = yoe + era * 400;
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const year = m <= 2 ? y + 1 : y;
  return `${year}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** ISO date → days since 1970-01-01 (Howard Hinnant's days_from_civil: arithmetic, no Date, called per carrier). */
export function daysFromIso(iso: string): number {
  const m = Number(iso.slice(5, 7));
  const y = Number(iso.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + Number(iso.slice(8, 10)) - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** ISO → `20-OCT-23` (census, SAFER snapshot). */
export const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}-${MONTH_ABBR[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}` : '');
/** ISO → `10/20/2023` (L&I, SAFER out-of-service date). */
export const mdy = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
/** ISO → `20231020` (Company Census File). */
export const ymd = (iso: string) => (iso ? iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10) : '');
