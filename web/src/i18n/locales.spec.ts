import { resources, NAMESPACES } from './resources';
import { SUPPORTED_LANGUAGES, toLanguage } from './languages';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(valuesOf);
}

describe('locales', () => {
  it.each(['fr', 'es'] as const)('should translate every English key into %s', (language) => {
    // Explanations have plural forms English lacks (French and Spanish "many"): explanations.spec.ts checks them.
    for (const ns of NAMESPACES.filter((n) => n !== 'explanations')) {
      expect(keysOf(resources[language][ns]).sort()).toEqual(keysOf(resources.en[ns]).sort());
    }
  });

  it.each(SUPPORTED_LANGUAGES)('should have no empty strings in %s', (language) => {
    for (const ns of NAMESPACES) {
      for (const value of valuesOf(resources[language][ns])) expect(value.trim()).not.toBe('');
    }
  });

  it("should keep the spec's English wording", () => {
    expect(resources.en.common.notFound.title).toBe('404 Page Not Found');
    expect(resources.en.companySetup.actions.settingUp).toBe('Setting Up...');
    expect(resources.en.companySetup.actions.complete).toBe('Complete Setup');
    expect(resources.en.auth.toasts.loginFailed).toBe('Login Failed');
    expect(resources.en.auth.toasts.loginFailedText).toBe('Invalid email or password');
    expect(resources.en.auth.toasts.registrationFailed).toBe('Registration Failed');
    expect(resources.en.auth.toasts.registrationFailedText).toBe('Failed to create account');
    expect(resources.en.auth.toasts.companyNotFound).toBe('Company Not Found');
    expect(resources.en.auth.toasts.companyNotFoundText).toBe('No information found in FMCSA database');
    expect(resources.en.auth.toasts.lookupError).toBe('Lookup Error');
    expect(resources.en.auth.toasts.lookupErrorText).toBe('Unable to connect to FMCSA database');
    expect(resources.en.companySetup.toasts).toEqual({
      success: 'Company Setup Complete',
      successText: 'Your company has been successfully created!',
      failed: 'Setup Failed',
      failedText: 'Failed to setup company',
    });
    expect(resources.en.freightguard.title).toBe('Comprehensive FreightGuard Reports');
    expect(resources.en.loginTracking.title).toBe('Security & Login Tracking');
    expect(resources.en.navigation.home).toBe('Dashboard');
  });
});

describe('carrier screens wording', () => {
  it("should keep the spec's English messages", () => {
    const { carrierDetail, carriers, equipment, fmcsa, search } = resources.en;
    expect(carrierDetail.notFound).toBe('Carrier not found.');
    expect(Object.values(carrierDetail.tabs)).toEqual(['LogiScope', 'Overview', 'Equipment', 'Safety & Compliance', 'Notes', 'LogiScope Reports', 'Certificates']);
    expect(Object.values(carrierDetail.report.types)).toEqual(['Positive Experience', 'Negative Experience', 'Neutral/Informational']);
    expect([carrierDetail.report.failed, carrierDetail.report.failedText]).toEqual(['Submission Failed', 'Failed to submit carrier report']);
    expect([carriers.toasts.saved, carriers.toasts.savedText]).toEqual(['Carrier Saved', '{{company}} has been added to your saved carriers.']);
    expect([carriers.toasts.saveFailed, carriers.toasts.saveFailedText]).toEqual(['Save Failed', 'Failed to save carrier. Please try again.']);
    expect([carriers.save, carriers.saved, carriers.viewProfile]).toEqual(['Save', 'Saved', 'View Full Profile']);
    expect([carriers.verdict.recommended, carriers.verdict.caution, carriers.safety.NOT_RATED]).toEqual(['Recommended', 'Caution', 'NOT RATED']);
    expect([equipment.sync.synced, equipment.sync.failed, equipment.sync.failedText]).toEqual(['Equipment Data Synced', 'Sync Failed', 'Failed to sync equipment data']);
    expect(equipment.tracker.empty).toBe('No Equipment Found');
    expect([fmcsa.toasts.notFound, fmcsa.toasts.notFoundText, fmcsa.toasts.lookupError, fmcsa.toasts.lookupErrorText]).toEqual([
      'Company Not Found',
      'No information found in FMCSA database',
      'Lookup Error',
      'Unable to connect to FMCSA database',
    ]);
    expect(fmcsa.panelError).toBe('Error fetching FMCSA data');
    expect([fmcsa.mcSearch, fmcsa.dotSearch, fmcsa.search]).toEqual(['MC Number Search', 'DOT Number Search', 'Search FMCSA']);
    expect(search.card.searching).toBe('Searching...');
    expect([search.advanced.submit, search.advanced.clear]).toEqual(['Advanced Search', 'Clear All']);
    expect(resources.en.common.errors.unauthorized).toBe('Unauthorized');
    expect(resources.en.common.errors.unauthorizedText).toBe('You are logged out. Logging in again...');
  });
});

describe('toLanguage', () => {
  it('should reduce browser tags to a supported language, else English', () => {
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('es_MX')).toBe('es');
    expect(toLanguage('EN-us')).toBe('en');
    expect(toLanguage('de-DE')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
