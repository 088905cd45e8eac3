import type { MonitoringAlertView } from '@logiscope/proto/views';
import { i18nIn } from '../../i18n/i18n.test-support';
import type { Translate } from '../../shared/errors/errorText';
import { alertText } from './dashboard.alerts';

const plain = (s: string) => s.replace(/\s/g, ' ');
const base = { id: 'e:c:0', carrierId: '885213', severity: 'HIGH', createdAt: '2025-10-08T15:00:00.000Z' } as const;
const alert = (code: string, title: string, description: string, params: Record<string, string>): MonitoringAlertView => ({ ...base, code, title, description, params });

describe('alertText: recent alerts in the reader language', () => {
  it('words each kind from its code and params, with status words, variants, plurals and formats', async () => {
    const fr = (await i18nIn('fr')).t as unknown as Translate;
    const es = (await i18nIn('es')).t as unknown as Translate;
    const revoked = alert('authority-revoked', 'Operating authority revoked', "ACME's operating authority changed from active to revoked.", { who: 'ACME', from: 'ACTIVE', to: 'REVOKED' });
    expect(alertText(fr, revoked, 'fr')).toEqual({
      title: "Autorisation d'exploitation révoquée",
      description: "L'autorisation d'exploitation de ACME est passée de « active » à « révoquée ». Il ne peut plus transporter de fret inter-États pour compte d'autrui : ne lui confiez pas de chargement.",
    });
    expect(alertText(es, revoked, 'es').title).toBe('Autoridad operativa revocada');

    const expiring = alert('insurance-expiring', 'Insurance expiring in 10 days', "ACME's coverage ends Oct 18, 2025.", { who: 'ACME', count: '10', date: '2025-10-18' });
    expect(plain(alertText(fr, expiring, 'fr').title)).toBe('Assurance expirant dans 10 jours');
    expect(plain(alertText(fr, { ...expiring, params: { ...expiring.params, count: '1' } }, 'fr').title)).toBe('Assurance expirant dans 1 jour');
    expect(plain(alertText(fr, expiring, 'fr').description)).toContain('prend fin le 18 oct. 2025');

    const verdict = alert('verdict-changed', 'Verdict changed: Pass → Fail', '…', { who: 'ACME', from: 'PASS', to: 'FAIL', context: 'data' });
    expect(alertText(fr, verdict, 'fr')).toEqual({ title: 'Verdict modifié : Accepté → Refusé', description: 'Le verdict de ACME est passé de « Accepté » à « Refusé » (nouvelles données FMCSA).' });
    const cargo = alert('other-insurance-cancelled', 'Cargo insurance cancelled', '…', { who: 'ACME', context: 'cargo' });
    expect(alertText(es, cargo, 'es').title).toBe('Seguro de carga cancelado');
    const below = alert('insurance-below-minimum', '…', '…', { who: 'ACME', before: '1000000', after: '300000', minimum: '750000' });
    expect(plain(alertText(fr, below, 'fr').description)).toBe('La couverture au dossier de ACME est passée de 1 000 000 $US à 300 000 $US, sous les 750 000 $US requis.');
  });

  it("keeps the server's English description in English, and its English for an alert without code or of an unknown kind", async () => {
    const en = (await i18nIn('en')).t as unknown as Translate;
    const fr = (await i18nIn('fr')).t as unknown as Translate;
    const rated = alert('safety-rating-changed', 'Rated Satisfactory', "FMCSA changed ACME's safety rating from Not rated to Satisfactory.", { who: 'ACME', from: 'UNRATED', to: 'SATISFACTORY', context: 'first' });
    expect(alertText(en, rated, 'en')).toEqual({ title: 'Rated Satisfactory', description: rated.description });
    expect(alertText(fr, rated, 'fr').title).toBe('Cote attribuée : Satisfaisante');
    const old = { ...base, title: 'Operating authority revoked', description: 'Old English text.' };
    expect(alertText(fr, old, 'fr')).toEqual({ title: 'Operating authority revoked', description: 'Old English text.' });
    expect(alertText(fr, alert('something-new', 'Something new', 'New English text.', {}), 'fr')).toEqual({ title: 'Something new', description: 'New English text.' });
  });
});
