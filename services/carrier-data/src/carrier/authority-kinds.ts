/**
 * Reads what kind of authority a file means, from Motus' full-text types ("Broker of Property (Except Household
 * Goods)"), legacy L&I's COMMON / CONTRACT / BROKER with its PROPERTY / PASSENGER / HHG checks and the docket prefix
 * (MX: Mexico-domiciled, FF: freight forwarder), and SAFER's "AUTHORIZED FOR ..." words. Pure.
 */
import type { AuthorityKind, AuthorityState } from './authority.model';

/** A Motus op_auth_type (any case) → its kind; null when unrecognised. */
export function kindOfMotusType(type: string): AuthorityKind | null {
  const t = type.trim().toUpperCase();
  if (!t) return null;
  if (t.includes('BROKER')) return 'BROKER';
  if (t.includes('FREIGHT FORWARDER') || t.includes('FORWARDER')) return 'FREIGHT_FORWARDER';
  if (/NON[- ]?NORTH/.test(t)) return 'CARRIER_NON_NA';
  if (t.includes('MEXICO')) return 'CARRIER_MEXICO';
  if (t.includes('PASSENGER')) return 'CARRIER_PASSENGERS';
  if (t.includes('HOUSEHOLD') && !t.includes('EXCEPT')) return 'CARRIER_HHG';
  if (t.includes('CARRIER') || t.includes('PROPERTY')) return 'CARRIER_PROPERTY';
  return null;
}

/** The carrier kind of a docket when the file says no more (legacy COMMON/CONTRACT): MX → Mexico, FF → forwarder. */
export function carrierKindOfDocket(docket: string): AuthorityKind {
  if (docket.startsWith('MX')) return 'CARRIER_MEXICO';
  if (docket.startsWith('FF')) return 'FREIGHT_FORWARDER';
  return 'CARRIER_PROPERTY';
}

/**
 * The carrier kinds a legacy L&I carrier row's checks name (PROPERTY_CHK, PASSENGER_CHK, HHG_CHK); property when the
 * row checks none (nearly every MC docket is a property carrier's), the docket's prefix first.
 */
export function legacyCarrierKinds(docket: string, checks: { property: boolean; passenger: boolean; hhg: boolean }): AuthorityKind[] {
  const byDocket = carrierKindOfDocket(docket);
  if (byDocket !== 'CARRIER_PROPERTY') return [byDocket];
  const kinds: AuthorityKind[] = [];
  if (checks.property) kinds.push('CARRIER_PROPERTY');
  if (checks.hhg) kinds.push('CARRIER_HHG');
  if (checks.passenger) kinds.push('CARRIER_PASSENGERS');
  return kinds.length ? kinds : ['CARRIER_PROPERTY'];
}

/** Legacy COMMON / CONTRACT / BROKER (and AuthHist's spellings) → the kinds it covers for that docket. */
export function kindsOfLegacyType(type: string, docket: string): AuthorityKind[] {
  const t = type.trim().toUpperCase();
  if (t.includes('BROKER')) return ['BROKER'];
  if (t.includes('FORWARDER')) return ['FREIGHT_FORWARDER'];
  const motus = kindOfMotusType(t);
  if (motus && t.length > 12) return [motus];
  return [carrierKindOfDocket(docket)];
}

/** A Motus op_auth_status (Active | Pending | Inactive | Withdrawn, any case) or legacy A/I/N → state; null unknown. */
export function stateOf(raw: string): AuthorityState | null {
  const s = raw.trim().toUpperCase();
  switch (s) {
    case 'A':
    case 'ACTIVE':
      return 'ACTIVE';
    case 'P':
    case 'PENDING':
      return 'PENDING';
    case 'I':
    case 'INACTIVE':
      return 'INACTIVE';
    case 'N':
    case 'NONE':
      return 'NONE';
    case 'W':
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    case 'R':
    case 'REVOKED':
      return 'REVOKED';
    default:
      return null;
  }
}

/** What an AuthHist reason / action says the authority became ('' when it says nothing about the status). */
export function stateOfAction(action: string): AuthorityState | '' {
  const a = action.trim().toUpperCase();
  if (!a) return '';
  if (a.includes('REVOK')) return 'REVOKED';
  if (a.includes('SUSPEN') || a.includes('OUT OF SERVICE') || a.includes('BOC-3 CANCEL') || a.includes('BOC3 CANCEL')) return 'INACTIVE';
  if (a.includes('WITHDRAW') || a.includes('DISMISS')) return 'WITHDRAWN';
  if (a.includes('REINSTAT') || a.includes('GRANT')) return 'ACTIVE';
  if (a.includes('PENDING') || a.includes('PUBLISHED')) return 'PENDING';
  return '';
}

/** Human label of a kind (English; the web translates the kind itself). */
export const KIND_LABELS: Readonly<Record<AuthorityKind, string>> = {
  CARRIER_PROPERTY: 'Motor carrier of property',
  CARRIER_HHG: 'Motor carrier of household goods',
  CARRIER_PASSENGERS: 'Motor carrier of passengers',
  CARRIER_MEXICO: 'Mexico-domiciled motor carrier',
  CARRIER_NON_NA: 'Non-North-America-domiciled motor carrier',
  BROKER: 'Broker',
  FREIGHT_FORWARDER: 'Freight forwarder',
};
