/** What other carriers and brokers say: identifiers shared with other carriers, reports filed by brokers. */
import { factor, type Factor } from './risk.factor';
import type { CommunityReports } from './risk.types';

/** Other carriers sharing a non-discounted phone, e-mail, address, officer or VIN: +5 (1-2), +10 (3-9), +15 (10+). */
export function sharedFactor(count: number | undefined): Factor | null {
  if (count === undefined || count === null || Number.isNaN(count)) return null;
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return factor({ code: 'shared-identifiers', impact: 0, key: 'risk.shared-identifiers.none', labelKey: 'risk.shared-identifiers.none.label' });
  const impact = n >= 10 ? 15 : n >= 3 ? 10 : 5;
  return factor({
    code: 'shared-identifiers',
    impact,
    key: 'risk.shared-identifiers.shared',
    labelKey: 'risk.shared-identifiers.shared.label',
    params: { count: n },
    decisive: impact >= 10,
  });
}

/** +10 per negative report (at most +30), -3 per positive one (at most -9). */
export function communityFactor(reports: CommunityReports | undefined): Factor | null {
  if (!reports) return null;
  const negative = Math.max(0, Math.floor(reports.negative || 0));
  const positive = Math.max(0, Math.floor(reports.positive || 0));
  const neutral = Math.max(0, Math.floor(reports.neutral || 0));
  const total = negative + positive + neutral;
  if (total === 0) return factor({ code: 'community-reports', impact: 0, key: 'risk.community-reports.none', labelKey: 'risk.community-reports.none.label' });
  const impact = Math.min(30, 10 * negative) - Math.min(9, 3 * positive);
  const labelKey = impact > 0 ? 'risk.community-reports.negative.label' : impact < 0 ? 'risk.community-reports.positive.label' : 'risk.community-reports.mixed.label';
  return factor({
    code: 'community-reports',
    impact,
    key: 'risk.community-reports.filed',
    labelKey,
    params: { count: total, negative, positive, neutral },
    decisive: impact >= 10,
  });
}

/**
 * FreightGuard incidents: +15 per verified one (corroborated by a second company or by an operator), +8 per one still
 * open or disputed by the carrier, at most +40 in all; resolved ones only show. Null when there are none.
 */
export function incidentFactor(reports: CommunityReports | undefined): Factor | null {
  const i = reports?.incidents;
  if (!i) return null;
  const n = (v: number) => Math.max(0, Math.floor(v || 0));
  const [open, verified, disputed, resolved] = [n(i.open), n(i.verified), n(i.disputed), n(i.resolved)];
  const count = open + verified + disputed + resolved;
  if (count === 0) return null;
  const impact = Math.min(40, 15 * verified + 8 * (open + disputed));
  return factor({
    code: 'freightguard-incidents',
    impact,
    key: 'risk.freightguard-incidents.filed',
    labelKey: verified > 0 ? 'risk.freightguard-incidents.verified.label' : impact > 0 ? 'risk.freightguard-incidents.open.label' : 'risk.freightguard-incidents.resolved.label',
    params: { count, open, verified, disputed, resolved },
    decisive: impact >= 10,
  });
}
