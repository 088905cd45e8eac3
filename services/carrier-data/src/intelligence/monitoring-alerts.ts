/**
 * Monitoring alerts for a broker watching a carrier, derived from a CarrierChanged event's field changes (before and
 * after values of top-level CarrierRecord fields). Pure: the clock is a parameter. Descriptions name the carrier and
 * the before and after values in plain English.
 *
 *   authorityStatus     → REVOKED CRITICAL; → INACTIVE HIGH; ACTIVE → NONE HIGH; ACTIVE → PENDING MEDIUM;
 *                         → ACTIVE (reinstated or granted) LOW
 *   revocations         new revocation notice, effective later: HIGH; newly effective (while the authority status
 *                         did not turn REVOKED in the same change, e.g. the broker authority only): HIGH
 *   outOfService        order issued CRITICAL; lifted LOW
 *   insurance           a required (BIPD; broker: bond) policy in force got a cancel effective date or left the file, with no
 *                         replacement keeping the minimum: HIGH "Insurance cancelled"; with one: LOW "Insurance policy
 *                         replaced"; cargo (or other) policy cancelled: MEDIUM; coverage newly cancelling within 30
 *                         days without such a cancellation: MEDIUM "Insurance expiring"; coverage dropped below the
 *                         minimum: MEDIUM; a cancellation withdrawn or coverage back in force: LOW
 *   safetyRating        → UNSATISFACTORY HIGH; → CONDITIONAL MEDIUM; better (or rating removed) LOW
 *   priorRevokeDotNumber newly linked to a revoked carrier: HIGH
 *   phone, email, physicalAddress, mailingAddress, officers
 *                       changed: MEDIUM each (a chameleon / identity-theft signal);
 *   legalName, dbaName  changed: MEDIUM each;
 *                       three or more of phone / e-mail / address / officers / name changed at once: one more alert,
 *                       HIGH "Several identity details changed at once" (how hijacked carrier identities look)
 *   anything else (mileage, counts, inspections, dates, fax, dockets), and changes that are only case, spacing,
 *   punctuation or street-abbreviation differences → no alert.
 *
 * Insurance expiring with no data change (time passing) is a sweep: insuranceExpiryAlert(record, now).
 */
import type { CarrierRecord, InsurancePolicy, Revocation } from '../carrier/carrier.model';
import { emptyCarrier, type Address } from '../carrier/carrier.model';
import type { FieldChange } from '../carrier/carrier.store';
import { insuranceAlerts } from './monitoring-alerts.insurance';

export { insuranceExpiryAlert } from './monitoring-alerts.insurance';
import { daysBetween, digits, effectiveText, formatAddress, formatDay, formatPhone, isIsoDay, isoDay, sameAddress, squash, type Now } from './format';

export type AlertSeverity = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';

export interface DerivedAlert {
  /** Stable kind of alert ("authority-revoked"), for grouping and tests. */
  code: string;
  title: string;
  /** Plain English: logs, and the web's fallback for a code it does not word. */
  description: string;
  severity: AlertSeverity;
  /** The values the web words `dashboard:alerts.kinds.<code>` with (`context` names a variant). */
  params: Record<string, string>;
}

export interface AlertOptions {
  now: Now;
  /** How descriptions name the carrier (the event's legal name). */
  carrierName?: string;
  /** The carrier after the change, when at hand: gives the insurance requirement (hazmat, broker) its context. */
  carrier?: CarrierRecord;
}

const SEVERITY_RANK: Record<AlertSeverity, number> = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3 };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const bool = (v: unknown): boolean => v === true || v === 'true';
const address = (v: unknown): Address => {
  const a = (v && typeof v === 'object' ? v : {}) as Partial<Address>;
  return { street: str(a.street), city: str(a.city), state: str(a.state), zip: str(a.zip), country: str(a.country) };
};

const AUTHORITY_WORDS: Record<string, string> = { ACTIVE: 'active', INACTIVE: 'inactive', REVOKED: 'revoked', PENDING: 'pending', NONE: 'not on file' };
const authorityWord = (s: string) => AUTHORITY_WORDS[s] ?? (s ? s.toLowerCase() : 'unknown');

const RATING_RANK: Record<string, number> = { '': 0, SATISFACTORY: 1, CONDITIONAL: 2, UNSATISFACTORY: 3 };
const ratingWord = (s: string) => (s ? s.charAt(0) + s.slice(1).toLowerCase() : 'Not rated');

/** "from X to Y", "X was added", "X was removed". */
function changeText(what: string, before: string, after: string): string {
  if (!before) return `${what} ${after} was added.`;
  if (!after) return `${what} ${before} was removed.`;
  return `${what} changed from ${before} to ${after}.`;
}

const revocationKey = (r: Revocation) => [r.docket, r.authorityType, r.revocationType, r.effectiveDate].map(squash).join('|');

/** Alerts for one CarrierChanged (see the rules at the top of the file), most severe first. */
export function alertsForChanges(changes: readonly FieldChange[], options: AlertOptions): DerivedAlert[] {
  const today = isoDay(options.now);
  const who = options.carrierName?.trim() || options.carrier?.legalName || 'The carrier';
  const byField = new Map<string, FieldChange>(changes.map((c) => [c.field, c]));
  const get = (field: keyof CarrierRecord) => byField.get(field);
  const out: DerivedAlert[] = [];

  // Operating authority.
  const authority = get('authorityStatus');
  let revokedNow = false;
  if (authority) {
    const from = str(authority.before);
    const to = str(authority.after);
    const moved = `${who}'s operating authority changed from ${authorityWord(from)} to ${authorityWord(to)}.`;
    const params = { who, from, to };
    if (to === 'REVOKED' && from !== 'REVOKED') {
      revokedNow = true;
      const reason = list<Revocation>(get('revocations')?.after)
        .filter((r) => !list<Revocation>(get('revocations')?.before).some((b) => revocationKey(b) === revocationKey(r)))
        .map((r) => ` (${[r.revocationType.toLowerCase(), r.effectiveDate && `effective ${formatDay(r.effectiveDate)}`].filter(Boolean).join(', ')})`)[0];
      out.push({
        code: 'authority-revoked',
        title: 'Operating authority revoked',
        description: `${moved.slice(0, -1)}${reason ?? ''}. It may no longer haul interstate for-hire freight: do not tender loads.`,
        severity: 'CRITICAL',
        params,
      });
    } else if (to === 'INACTIVE' && from !== 'INACTIVE') {
      out.push({ code: 'authority-inactive', title: 'Operating authority inactive', description: `${moved} It may not haul interstate for-hire freight until FMCSA reinstates it.`, severity: 'HIGH', params });
    } else if (to === 'NONE' && (from === 'ACTIVE' || from === 'PENDING')) {
      out.push({ code: 'authority-removed', title: 'Operating authority no longer on file', description: `${moved} Check the carrier's authority before tendering loads.`, severity: 'HIGH', params });
    } else if (to === 'PENDING' && from === 'ACTIVE') {
      out.push({ code: 'authority-pending', title: 'Operating authority pending', description: `${moved} It may not haul for hire until the authority is active again.`, severity: 'MEDIUM', params });
    } else if (to === 'ACTIVE' && from !== 'ACTIVE') {
      const reinstated = from === 'REVOKED' || from === 'INACTIVE';
      out.push({ code: reinstated ? 'authority-reinstated' : 'authority-granted', title: reinstated ? 'Operating authority reinstated' : 'Operating authority granted', description: moved, severity: 'LOW', params });
    }
  }

  // Revocation notices.
  const revocations = get('revocations');
  if (revocations) {
    const known = new Set(list<Revocation>(revocations.before).map(revocationKey));
    for (const r of list<Revocation>(revocations.after).filter((x) => !known.has(revocationKey(x)))) {
      const which = `${r.authorityType ? `${r.authorityType.toUpperCase()} ` : ''}authority${r.docket ? ` (${r.docket})` : ''}`;
      const type = r.revocationType ? ` (${r.revocationType.toLowerCase()})` : '';
      if (isIsoDay(r.effectiveDate) && r.effectiveDate > today) {
        out.push({
          code: 'revocation-pending',
          title: 'Revocation notice served',
          description: `FMCSA ${r.serveDate ? `served notice on ${formatDay(r.serveDate)} ` : ''}to revoke ${who}'s ${which} ${effectiveText(r.effectiveDate, today)}${type}, unless the carrier fixes the cause (usually lapsed insurance or no process agent).`,
          severity: 'HIGH',
          params: { who, date: r.effectiveDate, count: String(daysBetween(today, r.effectiveDate)) },
        });
      } else if (!revokedNow) {
        out.push({
          code: 'revocation',
          title: 'Authority revocation recorded',
          description: `FMCSA revoked ${who}'s ${which}${r.effectiveDate ? ` effective ${formatDay(r.effectiveDate)}` : ''}${type}.`,
          severity: 'HIGH',
          params: { who, ...(isIsoDay(r.effectiveDate) ? { date: r.effectiveDate, context: 'dated' } : {}) },
        });
      }
    }
  }

  // Out-of-service order.
  const oos = get('outOfService');
  if (oos && bool(oos.after) !== bool(oos.before)) {
    const date = str(get('outOfServiceDate')?.after) || options.carrier?.outOfServiceDate || '';
    out.push(
      bool(oos.after)
        ? {
            code: 'out-of-service',
            title: 'Out-of-service order issued',
            description: `FMCSA ordered ${who} out of service${isIsoDay(date) ? ` on ${formatDay(date)}` : ''}. It may not operate until the order is lifted: do not dispatch.`,
            severity: 'CRITICAL',
            params: { who, ...(isIsoDay(date) ? { date, context: 'dated' } : {}) },
          }
        : { code: 'out-of-service-lifted', title: 'Out-of-service order lifted', description: `FMCSA lifted the out-of-service order on ${who}.`, severity: 'LOW', params: { who } },
    );
  }

  // Insurance.
  const insurance = get('insurance');
  if (insurance) {
    const base = options.carrier ?? { ...emptyCarrier(''), hazmat: bool(get('hazmat')?.after) };
    out.push(...insuranceAlerts(who, list<InsurancePolicy>(insurance.before), list<InsurancePolicy>(insurance.after), base, options.now));
  }

  // Safety rating.
  const rating = get('safetyRating');
  if (rating) {
    const from = str(rating.before);
    const to = str(rating.after);
    const moved = `FMCSA changed ${who}'s safety rating from ${ratingWord(from)} to ${ratingWord(to)}.`;
    const params = { who, from: from || 'UNRATED', to: to || 'UNRATED' };
    if (from !== to) {
      if (to === 'UNSATISFACTORY') {
        out.push({ code: 'safety-rating-unsatisfactory', title: from ? 'Safety rating downgraded to Unsatisfactory' : 'Rated Unsatisfactory', description: `${moved} Unless it improves, FMCSA will order the carrier out of service.`, severity: 'HIGH', params: { ...params, ...(from ? {} : { context: 'first' }) } });
      } else if (to === 'CONDITIONAL' && (RATING_RANK[from] ?? 0) < RATING_RANK.CONDITIONAL) {
        out.push({ code: 'safety-rating-conditional', title: from ? 'Safety rating downgraded to Conditional' : 'Rated Conditional', description: `${moved} A compliance review found problems.`, severity: 'MEDIUM', params: { ...params, ...(from ? {} : { context: 'first' }) } });
      } else {
        out.push({ code: 'safety-rating-changed', title: !to ? 'Safety rating removed' : from ? 'Safety rating improved' : `Rated ${ratingWord(to)}`, description: moved, severity: 'LOW', params: { ...params, context: !to ? 'removed' : from ? 'improved' : 'first' } });
      }
    }
  }

  // Prior-revocation link.
  const prior = get('priorRevokeDotNumber');
  if (prior && str(prior.after) && str(prior.after) !== str(prior.before)) {
    out.push({
      code: 'prior-revocation-link',
      title: 'Linked to a revoked carrier',
      description: `FMCSA now links ${who} to USDOT ${str(prior.after)}, whose authority was revoked: a chameleon carrier signal.`,
      severity: 'HIGH',
      params: { who, dot: str(prior.after) },
    });
  }

  // Identity and contact details.
  const identity: string[] = [];
  const phone = get('phone');
  if (phone && digits(str(phone.before)) !== digits(str(phone.after))) {
    identity.push('phone');
    out.push({
      code: 'phone-changed',
      title: 'Phone number changed',
      description: `${who}'s ${changeText('phone number', str(phone.before) ? formatPhone(str(phone.before)) : '', str(phone.after) ? formatPhone(str(phone.after)) : '')} Confirm changes with the carrier through a number you already trust.`,
      severity: 'MEDIUM',
      params: { who },
    });
  }
  const email = get('email');
  if (email && str(email.before).trim().toLowerCase() !== str(email.after).trim().toLowerCase()) {
    identity.push('e-mail');
    out.push({
      code: 'email-changed',
      title: 'E-mail changed',
      description: `${who}'s ${changeText('e-mail', str(email.before).trim().toLowerCase(), str(email.after).trim().toLowerCase())} Confirm changes with the carrier through a number you already trust.`,
      severity: 'MEDIUM',
      params: { who },
    });
  }
  let addressChanged = false;
  for (const [field, label] of [
    ['physicalAddress', 'physical address'],
    ['mailingAddress', 'mailing address'],
  ] as const) {
    const c = get(field);
    if (!c || sameAddress(address(c.before), address(c.after))) continue;
    addressChanged = true;
    out.push({
      code: field === 'physicalAddress' ? 'address-changed' : 'mailing-address-changed',
      title: field === 'physicalAddress' ? 'Address changed' : 'Mailing address changed',
      description: `${who}'s ${changeText(label, formatAddress(address(c.before)), formatAddress(address(c.after)))}`,
      severity: 'MEDIUM',
      params: { who },
    });
  }
  if (addressChanged) identity.push('address');
  const officers = get('officers');
  if (officers) {
    const before = list<string>(officers.before).filter(Boolean);
    const after = list<string>(officers.after).filter(Boolean);
    const had = new Set(before.map(squash));
    const has = new Set(after.map(squash));
    const added = after.filter((o) => !had.has(squash(o)));
    const removed = before.filter((o) => !has.has(squash(o)));
    if (added.length || removed.length) {
      identity.push('officers');
      const parts = [added.length && `${added.join(', ')} added`, removed.length && `${removed.join(', ')} removed`].filter(Boolean).join('; ');
      out.push({
        code: 'officers-changed',
        title: 'Company officers changed',
        description: `${who}'s company officers changed: ${parts} (now: ${after.length ? after.join(', ') : 'none listed'}).`,
        severity: 'MEDIUM',
        params: { who, added: added.join(', '), removed: removed.join(', '), now: after.join(', ') },
      });
    }
  }
  let nameChanged = false;
  for (const [field, label] of [
    ['legalName', 'legal name'],
    ['dbaName', 'DBA name'],
  ] as const) {
    const c = get(field);
    if (!c || squash(str(c.before)) === squash(str(c.after))) continue;
    nameChanged = true;
    out.push({
      code: field === 'legalName' ? 'name-changed' : 'dba-changed',
      title: field === 'legalName' ? 'Legal name changed' : 'DBA name changed',
      description: field === 'legalName' ? changeText('The legal name', str(c.before).trim(), str(c.after).trim()) : `${who}'s ${changeText(label, str(c.before).trim(), str(c.after).trim())}`,
      severity: 'MEDIUM',
      params: { who, before: str(c.before).trim(), after: str(c.after).trim() },
    });
  }
  if (nameChanged) identity.push('name');
  if (identity.length >= 3) {
    const listed = `${identity.slice(0, -1).join(', ')} and ${identity[identity.length - 1]}`;
    const oldPhone = phone && str(phone.before) ? ` (before the change: ${formatPhone(str(phone.before))})` : '';
    out.push({
      code: 'identity-change',
      title: 'Several identity details changed at once',
      description: `${who}'s ${listed} changed in the same FMCSA update. Hijacked carrier identities and chameleon carriers look like this: confirm with the carrier through contact details you trusted before${oldPhone}.`,
      severity: 'HIGH',
      params: { who, count: String(identity.length) },
    });
  }

  return out.map((a, i) => ({ a, i })).sort((x, y) => SEVERITY_RANK[x.a.severity] - SEVERITY_RANK[y.a.severity] || x.i - y.i).map(({ a }) => a);
}

/** Same as alertsForChanges (the brief's name for it). */
export const deriveMonitoringAlerts = alertsForChanges;
