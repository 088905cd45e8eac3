import { explainIn, RISK_EXPLANATIONS, VERDICT_EXPLANATIONS } from '@logiscope/proto/views';
import { ENGLISH_EXPLANATIONS, explainWith, EXPLANATION_FORMATTERS } from './explanations';
import { i18nIn } from './i18n.test-support';
import { resources } from './resources';

const ENGLISH: Record<string, string> = ENGLISH_EXPLANATIONS;
const TRANSLATED = { fr: resources.fr.explanations as Record<string, string>, es: resources.es.explanations as Record<string, string> };
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** `{{name}}` / `{{name, format}}` of a template, normalised and sorted. */
const placeholders = (template: string) => [...template.matchAll(/\{\{\s*([\w.-]+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1])).sort();
/** English plural bases (keys with _one/_other) and plain keys. */
const pluralBases = [...new Set(Object.keys(ENGLISH).filter((k) => PLURAL.test(k)).map((k) => PLURAL.exec(k)![1]))];
const plainKeys = Object.keys(ENGLISH).filter((k) => !PLURAL.test(k));

describe('explanations: every key in three languages', () => {
  it('takes English from the proto catalogues themselves (verdict checks and risk factors)', () => {
    expect(ENGLISH).toEqual({ ...VERDICT_EXPLANATIONS, ...RISK_EXPLANATIONS });
    expect(Object.keys(VERDICT_EXPLANATIONS).length + Object.keys(RISK_EXPLANATIONS).length).toBe(Object.keys(ENGLISH).length);
  });

  it.each(['fr', 'es'] as const)('translates every key into %s, each plural form the language needs, with the same placeholders', (lng) => {
    const translated = TRANSLATED[lng];
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    const differing: string[] = [];
    for (const key of plainKeys) {
      if (!translated[key]?.trim()) missing.push(key);
      else if (placeholders(translated[key]).join('|') !== placeholders(ENGLISH[key]).join('|')) differing.push(key);
    }
    for (const base of pluralBases) {
      for (const category of categories) {
        const key = `${base}_${category}`;
        // English has one and other: a language's extra category (French and Spanish "many") reads like other.
        const english = ENGLISH[key] ?? ENGLISH[`${base}_other`];
        if (!translated[key]?.trim()) missing.push(key);
        else if (placeholders(translated[key]).join('|') !== placeholders(english).join('|')) differing.push(key);
      }
    }
    expect({ missing, differing }).toEqual({ missing: [], differing: [] });
  });

  it.each(['fr', 'es'] as const)('has no %s key that English lacks (a renamed or removed key)', (lng) => {
    const baseOf = (key: string) => {
      const plural = PLURAL.exec(key);
      return plural && pluralBases.includes(plural[1]) ? plural[1] : key;
    };
    const known = new Set([...plainKeys, ...pluralBases]);
    expect(Object.keys(TRANSLATED[lng]).filter((key) => !known.has(baseOf(key)))).toEqual([]);
  });
});

describe('explanations: formatters', () => {
  it('writes days, dollars and numbers as each language does', () => {
    expect(['en', 'fr', 'es'].map((lng) => EXPLANATION_FORMATTERS.day('2024-06-01', lng))).toEqual(['Jun 1, 2024', '1 juin 2024', '1 jun 2024']);
    expect(['en', 'fr', 'es'].map((lng) => EXPLANATION_FORMATTERS.money('750000', lng).replace(/\s/g, ' '))).toEqual(['$750,000', '750 000 $US', '750.000 US$']);
    expect(['en', 'fr', 'es'].map((lng) => EXPLANATION_FORMATTERS.number('13.7', lng))).toEqual(['13.7', '13,7', '13,7']);
    expect(EXPLANATION_FORMATTERS.day('soon', 'fr')).toBe('soon');
    expect(EXPLANATION_FORMATTERS.money('', 'fr')).toBe('');
  });
});

describe('explanations: rendered with i18next', () => {
  const check = { key: 'verdict.insurance.below-federal', params: { amount: '300000', required: '750000' }, message: '$300,000 BI&PD liability on file, below the federal minimum of $750,000.' };
  const days = (count: string) => ({ key: 'risk.authority-age.brand-new', params: { date: '2025-09-01', count } });

  it('renders English exactly as the server does', async () => {
    const { t } = await i18nIn('en');
    expect(explainWith(t, check)).toBe(check.message);
    for (const count of ['1', '37']) expect(explainWith(t, days(count))).toBe(explainIn(RISK_EXPLANATIONS, 'risk.authority-age.brand-new', days(count).params));
  });

  it('renders a verdict check and a risk factor in French, plural and formats included', async () => {
    const { t } = await i18nIn('fr');
    expect(explainWith(t, check).replace(/\s/g, ' ')).toBe('300 000 $US de responsabilité civile BI&PD enregistrée, sous le minimum fédéral de 750 000 $US.');
    expect(explainWith(t, { key: 'risk.authority-age.brand-new.label', params: { count: '1' } })).toBe('Transporteur tout nouveau (1 jour)');
    expect(explainWith(t, { key: 'risk.authority-age.brand-new.label', params: { count: '37' } })).toBe('Transporteur tout nouveau (37 jours)');
    expect(explainWith(t, days('37'))).toMatch(/^Enregistré auprès de la FMCSA le 1 sept\. 2025, il y a 37 jours\./);
  });

  it('renders a verdict check and a risk factor in Spanish, plural and formats included', async () => {
    const { t } = await i18nIn('es');
    expect(explainWith(t, check).replace(/\s/g, ' ')).toBe('Constan 300.000 US$ de responsabilidad civil BI&PD, por debajo del mínimo federal de 750.000 US$.');
    expect(explainWith(t, { key: 'risk.shared-identifiers.shared.label', params: { count: '1' } })).toBe('Identificadores compartidos con 1 transportista más');
    expect(explainWith(t, { key: 'risk.shared-identifiers.shared.label', params: { count: '12' } })).toBe('Identificadores compartidos con 12 transportistas más');
    expect(explainWith(t, { key: 'risk.vehicle-oos-rate.far-above', params: { rate: '42.5', inspections: '1200', ratio: '2', average: '21' } })).toBe(
      'Se puso fuera de servicio a vehículos en el 42,5 % de 1200 inspecciones de vehículos: 2 veces la media nacional de ~21 %.',
    );
  });

  it("falls back to the server's English for a key this build does not know", async () => {
    const { t } = await i18nIn('fr');
    expect(explainWith(t, { key: 'verdict.someday.new-rule', params: {}, message: 'A rule added later.' })).toBe('A rule added later.');
    expect(explainWith(t, { key: 'risk.someday.label', params: {} }, 'Later label')).toBe('Later label');
  });
});
