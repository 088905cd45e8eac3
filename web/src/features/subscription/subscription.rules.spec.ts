import { actionsFor, dateText, extensionDaysError, priceDisplay } from './subscription.rules';

describe('subscription rules', () => {
  it("shows the monthly price as the spec displays it ('$149.00'), in the reader's language", () => {
    expect(priceDisplay(149)).toBe('$149.00');
    expect(priceDisplay(undefined)).toBe('$149.00');
    expect(['fr', 'es'].map((l) => priceDisplay(149, l).replace(/\s/g, ' '))).toEqual(['149,00 $US', '149,00 US$']);
  });

  it('offers the trial or a subscription when inactive, an upgrade on a trial or after it, cancel when paying', () => {
    expect(actionsFor('INACTIVE')).toEqual(['startTrial', 'subscribe']);
    expect(actionsFor('TRIAL')).toEqual(['upgrade']);
    expect(actionsFor('TRIAL_EXPIRED')).toEqual(['upgrade']);
    expect(actionsFor('ACTIVE')).toEqual(['cancel']);
    expect(actionsFor('CANCELLED')).toEqual(['subscribe']);
  });

  it("checks the extension with the spec's messages (1 to 365 days)", () => {
    expect(extensionDaysError(30)).toBeNull();
    expect(extensionDaysError(0)).toBe('Must be at least 1 day');
    expect(extensionDaysError(366)).toBe('Cannot exceed 365 days');
    expect(extensionDaysError(null)).toBe('Must be at least 1 day');
  });

  it('writes dates in the reader\'s locale, nothing without one', () => {
    expect(dateText('2026-03-01T12:00:00.000Z', 'en-US')).toBe('March 1, 2026');
    expect(dateText(null, 'en-US')).toBeNull();
    expect(dateText('2026-03-01T12:00:00.000Z', 'fr')).toBe('1 mars 2026');
  });
});
