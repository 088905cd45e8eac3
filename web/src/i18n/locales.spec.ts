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
    for (const ns of NAMESPACES) {
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
    expect(resources.en.pages.freightguard.title).toBe('Comprehensive FreightGuard Reports');
    expect(resources.en.pages.loginTracking.title).toBe('Security & Login Tracking');
    expect(resources.en.navigation.home).toBe('Dashboard');
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
