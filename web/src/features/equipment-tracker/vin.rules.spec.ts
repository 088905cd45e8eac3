import en from '../../i18n/locales/en/equipment.json';
import { VIN_MAX_CHARS, VIN_MIN_CHARS } from '@logiscope/proto/http';
import { english } from '../../i18n/english';
import { VIN_MAX_LENGTH, VIN_MIN_LENGTH, canSearchVin, isTrailer, normalizeVinInput, validateVin } from './vin.rules';

describe('VIN search rule', () => {
  it('should upper-case the input and keep letters and digits only (17 at most)', () => {
    expect(normalizeVinInput('1fujgldr 0-1')).toBe('1FUJGLDR01');
    expect(normalizeVinInput('1fujgldr01234567890')).toBe('1FUJGLDR012345678');
    expect(normalizeVinInput(undefined)).toBe('');
  });

  it('should need at least 8 characters (the button is disabled below)', () => {
    expect(canSearchVin('1FUJGLD')).toBe(false);
    expect(canSearchVin('1fujgldr')).toBe(true);
    expect(canSearchVin('1FU JGL D')).toBe(false);
    expect([VIN_MIN_LENGTH, VIN_MAX_LENGTH]).toEqual([VIN_MIN_CHARS, VIN_MAX_CHARS]);
  });

  it("should toast 'Invalid VIN' / 'Please enter at least 8 characters of the VIN'", () => {
    const invalid = validateVin('ABC');
    expect(invalid).toEqual({ title: 'equipment:vin.invalid', description: expect.objectContaining({ code: 'VIN_TOO_SHORT' }) });
    expect(english(invalid?.title)).toBe('Invalid VIN');
    expect(english(invalid?.description)).toBe('Please enter at least 8 characters of the VIN');
    expect(en.vin.invalid).toBe('Invalid VIN');
    expect(en.vin.invalidText).toBe('Please enter at least 8 characters of the VIN');
    expect(validateVin('1UYVS2530')).toBeNull();
  });

  it('should treat any unit type naming a trailer as a trailer and anything else as a truck', () => {
    expect(isTrailer('Trailer')).toBe(true);
    expect(isTrailer(' trailer ')).toBe(true);
    // As the inspection data names them: the Equipment tab used to call these trucks.
    expect(isTrailer('SEMI-TRAILER')).toBe(true);
    expect(isTrailer('FULL TRAILER')).toBe(true);
    expect(isTrailer('Truck Tractor')).toBe(false);
    expect(isTrailer('')).toBe(false);
  });
});
