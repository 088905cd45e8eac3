/**
 * Links from a carrier to revoked or out-of-service carriers through a shared phone, e-mail, address, officer or VIN:
 * the chameleon pattern (a carrier put out of business reappears under a new DOT number with the same people and
 * contacts). Values held by registered agents, filing services or many carriers are left out, as on the shared
 * identifiers list. Pure.
 */
import type { CarrierRecord } from '../carrier/carrier.model';
import { isFlaggedCarrier } from '../carrier/carrier-search.keys';
import { companyNameOf, formatPhone } from '../intelligence/format';
import { isDiscounted, SHARED_KIND_STRENGTH, type SharingMatch } from '../intelligence/shared-identifiers';
import type { FlaggedLink } from './verdict.facts';

const isFlagged = (r: CarrierRecord | undefined): r is CarrierRecord => !!r && isFlaggedCarrier(r);

function shown(kind: FlaggedLink['kind'], value: string): string {
  if (kind === 'phone') return formatPhone(value);
  if (kind === 'address') return value.split('|').filter(Boolean).join(', ');
  return value;
}

/** The carrier's links to flagged carriers, strongest kind first (VIN, officer, phone, e-mail, address). */
export function flaggedLinksOf(carrier: Pick<CarrierRecord, 'dotNumber'>, matches: readonly SharingMatch[], related: ReadonlyMap<string, CarrierRecord>): FlaggedLink[] {
  const links: FlaggedLink[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    if (m.kind === 'prior-revocation' || !m.value) continue;
    const holders = m.total ?? m.dotNumbers.length;
    if (isDiscounted(m.kind, m.value, holders)) continue;
    for (const dot of m.dotNumbers) {
      const other = related.get(dot);
      if (dot === carrier.dotNumber || !isFlagged(other) || seen.has(`${m.kind}:${dot}`)) continue;
      seen.add(`${m.kind}:${dot}`);
      links.push({ kind: m.kind, value: shown(m.kind, m.value), dotNumber: dot, name: companyNameOf(other) });
    }
  }
  return links.sort((a, b) => SHARED_KIND_STRENGTH[a.kind] - SHARED_KIND_STRENGTH[b.kind] || a.dotNumber.localeCompare(b.dotNumber));
}
