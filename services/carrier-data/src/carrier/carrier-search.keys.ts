/** What both carrier stores index for a carrier, derived in one place, and the keys findSharing looks values up by. */
import { addressKey, addressKeyFromText } from './carrier-address.keys';
import type { CarrierRecord } from './carrier.model';
import type { SharingKind } from './carrier.store';
import { normaliseEmail, normaliseMc, normaliseOfficer, normalisePhone } from './carrier-identifiers.normalise';
import { nameKey } from './carrier-names.normalise';

/** What both stores index for a carrier, derived in one place. */
export interface CarrierKeys {
  dot: number;
  /** nameKey of the legal and DBA names: what name search matches. */
  legal: string;
  dba: string;
  state: string;
  phone: string;
  email: string;
  address: string;
  mailing: string;
  mcs: number[];
  officers: string[];
  /** Revoked or out of service: links to it make other carriers' verdicts REVIEW (chameleons). */
  flagged: boolean;
}

/** A DOT number as the stores key it: digits only, no leading zeros, at most 10 digits. */
export function dotKey(dotNumber: string): number {
  const s = typeof dotNumber === 'string' ? dotNumber : String(dotNumber ?? '');
  if (!/^[1-9]\d{0,9}$/.test(s)) throw new Error(`Invalid DOT number: '${s}' (digits only, no leading zeros)`);
  return Number(s);
}

/** A carrier put out of business: its authority revoked, or under an out-of-service order. */
export function isFlaggedCarrier(r: Pick<CarrierRecord, 'authorityStatus' | 'outOfService'>): boolean {
  return r.authorityStatus === 'REVOKED' || !!r.outOfService;
}

export function carrierKeys(r: CarrierRecord): CarrierKeys {
  // Every docket (MC, MX, FF) is an alias of the company: search by any of them finds it.
  const mcs: number[] = [];
  for (const d of [...r.mcNumbers, ...(r.dockets ?? []).filter((x) => !x.startsWith('MC'))]) {
    const n = normaliseMc(d);
    if (n && n !== '0' && !mcs.includes(Number(n))) mcs.push(Number(n));
  }
  const officers: string[] = [];
  for (const o of r.officers) {
    const n = normaliseOfficer(o);
    if (n && !officers.includes(n)) officers.push(n);
  }
  const p = r.physicalAddress;
  const m = r.mailingAddress;
  const address = addressKey(p);
  // Most carriers receive mail where they are: the same key once is enough.
  const mailing = m.street === p.street && m.zip === p.zip && m.state === p.state && m.city === p.city ? address : addressKey(m);
  return {
    dot: dotKey(r.dotNumber),
    legal: nameKey(r.legalName),
    dba: nameKey(r.dbaName),
    state: r.physicalAddress.state.trim().toUpperCase(),
    phone: normalisePhone(r.phone),
    email: normaliseEmail(r.email),
    address,
    mailing: mailing === address ? '' : mailing,
    mcs,
    officers,
    flagged: isFlaggedCarrier(r),
  };
}

/** The key findSharing looks a value up by, per kind; '' when the value normalises to nothing. */
export function sharingKey(kind: SharingKind, value: string): string {
  switch (kind) {
    case 'phone':
      return normalisePhone(value);
    case 'email':
      return normaliseEmail(value);
    case 'address':
      return addressKeyFromText(value);
    case 'officer':
      return normaliseOfficer(value);
    default:
      throw new Error(`Unknown sharing kind ${String(kind)}`);
  }
}
