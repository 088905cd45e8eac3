import { i18nIn } from '../../i18n/i18n.test-support';
import type { Translate } from '../../shared/errors/errorText';
import { factorText } from './login-tracking.factors';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('factorText: sign-in risk factors in the reader language', () => {
  it('words each factor from its code and params, with the variant its context names', async () => {
    const fr = (await i18nIn('fr')).t as unknown as Translate;
    const es = (await i18nIn('es')).t as unknown as Translate;
    const en = (await i18nIn('en')).t as unknown as Translate;
    const failures = { code: 'FAILURES_IN_WINDOW', points: 25, detail: '5 failed attempts in the last 15 minutes', params: { count: '5' } };
    expect([en, fr, es].map((t) => factorText(t, failures))).toEqual([
      '5 failed attempts in the last 15 minutes',
      '5 tentatives échouées au cours des 15 dernières minutes',
      '5 intentos fallidos en los últimos 15 minutos',
    ]);
    const vpn = { code: 'VPN', points: 20, detail: 'VPN network (Acme)', params: { organization: 'Acme', context: 'org' } };
    expect(factorText(fr, vpn)).toBe('Réseau VPN (Acme)');
    const travel = { code: 'IMPOSSIBLE_TRAVEL', points: 40, detail: '9123 km from London in 1.5 h', params: { km: '9123', place: 'London', hours: '1.5', context: 'hours' } };
    expect(plain(factorText(fr, travel))).toBe('9 123 km depuis London en 1,5 h');
    expect(factorText(en, travel)).toBe('9,123 km from London in 1.5 h');
  });

  it("keeps the server's English for a record without params or a code it does not know", async () => {
    const fr = (await i18nIn('fr')).t as unknown as Translate;
    expect(factorText(fr, { code: 'TOR', points: 45, detail: 'Tor exit node' })).toBe('Tor exit node');
    expect(factorText(fr, { code: 'SOMETHING_NEW', points: 5, detail: 'Something new', params: {} })).toBe('Something new');
  });
});
