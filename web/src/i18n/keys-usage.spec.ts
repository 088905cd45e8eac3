import path from 'node:path';
import { MESSAGES } from '@logiscope/proto/http';
import { covers, flatKeys, keyExists, scanKeyUsage } from './key-usage.test-support';
import { SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES, resources } from './resources';

/**
 * Every key the code uses is in English, French and Spanish, and every key of a language is used by some code.
 * Explanations are left out: their keys are proto's catalogues, emitted by the server (explanations.spec.ts checks
 * French and Spanish against them).
 */
const CHECKED = NAMESPACES.filter((ns) => ns !== 'explanations');
const WEB = path.resolve(__dirname, '../..');
const usage = scanKeyUsage(path.join(WEB, 'src'), path.join(WEB, 'tsconfig.json'), NAMESPACES);

const localeKeys = (lng: (typeof SUPPORTED_LANGUAGES)[number], ns: (typeof CHECKED)[number]) => flatKeys(resources[lng][ns]);

describe('translation keys used in code', () => {
  it('finds the keys of t calls, typed templates and namespaced literals (the scanner works)', () => {
    const found = new Set(usage.keys.map((k) => `${k.ns}:${k.key}`));
    // t('title') under useTranslation('subscription'), a typed template over a const list, a namespaced literal.
    expect(usage.keys.length).toBeGreaterThan(500);
    expect(found).toContain('navigation:home');
    expect(found).toContain('freightguard:categories.DOUBLE_BROKERAGE');
    expect(found).toContain('errors:TITLE_REQUIRED');
    expect(covers('count', 'count_one')).toBe(true);
    expect(covers('count', 'count.x')).toBe(true);
    expect(covers('count', 'counter')).toBe(false);
  });

  it('allows a dynamic key only under a prefix declared next to the code that builds it (// i18n-keys: ns:prefix.*)', () => {
    expect(usage.undeclared).toEqual([]);
  });

  it('knows the namespace of every key (a t handed in as a parameter needs ns:key)', () => {
    expect(usage.unresolved).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('finds every used key in %s', (lng) => {
    const keysOf = new Map(CHECKED.map((ns) => [ns as string, localeKeys(lng, ns)]));
    const missing = usage.keys.filter((use) => use.ns !== 'explanations' && !keyExists(keysOf.get(use.ns) ?? [], use.key)).map((use) => `${use.ns}:${use.key} (${use.where})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('uses every key of %s', (lng) => {
    const byNs = new Map<string, string[]>();
    for (const use of usage.keys) byNs.set(use.ns, [...(byNs.get(use.ns) ?? []), use.key]);
    const patterns = usage.patterns.map((p) => p.pattern).filter((p) => p !== '*' && p.endsWith('*')).map((p) => p.slice(0, -1));
    const unused = CHECKED.flatMap((ns) =>
      localeKeys(lng, ns)
        .filter((key) => !(byNs.get(ns) ?? []).some((used) => covers(used, key)) && !patterns.some((p) => `${ns}:${key}`.startsWith(p)))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});

describe('server messages', () => {
  it.each(SUPPORTED_LANGUAGES)('words every MESSAGES code of proto in %s (errors:<code>)', (lng) => {
    const errors = resources[lng].errors as Record<string, unknown>;
    const unworded = Object.keys(MESSAGES).filter((code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '');
    expect(unworded).toEqual([]);
  });

  it("keeps the server's wording as the English text of each code", () => {
    const english = resources.en.errors as Record<string, unknown>;
    expect(Object.entries(MESSAGES).filter(([code, text]) => english[code] !== text).map(([code]) => code)).toEqual([]);
  });
});
