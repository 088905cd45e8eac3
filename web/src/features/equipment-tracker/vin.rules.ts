/**
 * VIN search: the input is upper-cased; at least 8 characters are needed ('Invalid VIN' / 'Please enter at
 * least 8 characters of the VIN'), and the search button is disabled below that.
 */

export const VIN_MIN_LENGTH = 8;
export const VIN_MAX_LENGTH = 17;

/** What the VIN field keeps of what is typed: letters and digits, upper-cased, at most 17. */
export function normalizeVinInput(value: string | null | undefined): string {
  return (value ?? '').replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, VIN_MAX_LENGTH);
}

export function canSearchVin(value: string | null | undefined): boolean {
  return normalizeVinInput(value).length >= VIN_MIN_LENGTH;
}

/** null when the VIN can be searched, else the toast (i18n keys). */
export function validateVin(value: string | null | undefined): { title: string; description: string } | null {
  return canSearchVin(value) ? null : { title: 'equipment:vin.invalid', description: 'equipment:vin.invalidText' };
}

/** Trailers are 'Trailer'; anything else counts as a truck. */
export function isTrailer(equipmentType: string | null | undefined): boolean {
  return (equipmentType ?? '').trim().toLowerCase() === 'trailer';
}
