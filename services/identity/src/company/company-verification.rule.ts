import type { BrokerAuthorityRecord, CompanyVerificationOutcome } from '@logiscope/proto/views';

/** The company facts the rule reads, as set up (MC "MC-123456B", phone "(214) 555-0142"). */
export interface CompanyFacts {
  companyType: 'BROKER' | 'SHIPPER';
  mcNumber: string;
  dotNumber: string;
  email: string;
  phone: string;
}

export type VerificationCheck =
  | { outcome: 'VERIFIED'; dotNumber: string; matchedOn: 'EMAIL_DOMAIN' | 'PHONE' }
  | { outcome: Exclude<CompanyVerificationOutcome, 'VERIFIED'> };

/**
 * Webmail domains: anyone can hold an address there, so sharing one with an FMCSA record proves nothing about who
 * runs the company (a would-be impersonator opens one in a minute). Only a company's own domain counts.
 */
const WEBMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'rocketmail.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com',
  'aol.com', 'icloud.com', 'me.com', 'mac.com', 'protonmail.com', 'proton.me', 'gmx.com', 'gmx.net', 'mail.com', 'zoho.com',
  'yandex.com', 'comcast.net', 'att.net', 'sbcglobal.net', 'verizon.net', 'bellsouth.net', 'cox.net', 'charter.net', 'earthlink.net',
]);

/** "MC-123456B", "mc 123456", "123456" → "123456": the docket's digits, as FMCSA keys them (no leading zeros). */
export const mcDigits = (mc: string): string => mc.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
export const dotDigits = (dot: string): string => dot.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
/** The last ten digits: "+1 (214) 555-0142" and "2145550142" are one number. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-10);
/** The domain of a company (not webmail) address, lower-cased; '' otherwise. */
export function companyDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  const domain = at < 0 ? '' : email.trim().slice(at + 1).toLowerCase();
  return domain && !WEBMAIL_DOMAINS.has(domain) ? domain : '';
}

/**
 * The broker verification rule (pure): a company is who it says it is when the FMCSA record its MC/DOT name has
 * active broker authority and reaches the company: the record's e-mail domain (a company domain) or phone is the
 * company's. Someone registering in a real broker's name can copy its MC and DOT, not its domain or its phone line.
 * `record` is null when no record carries the MC/DOT.
 */
export function checkBrokerVerification(company: CompanyFacts, record: BrokerAuthorityRecord | null): VerificationCheck {
  if (company.companyType !== 'BROKER') return { outcome: 'NOT_A_BROKER' };
  const mc = mcDigits(company.mcNumber);
  const dot = dotDigits(company.dotNumber);
  if (!mc && !dot) return { outcome: 'NO_MC_OR_DOT' };
  if (!record || !record.found) return { outcome: 'NO_FMCSA_RECORD' };
  // Both numbers given: both must be this record's (an MC of one carrier with the DOT of another is no match).
  if ((mc && !record.mcNumbers.map(mcDigits).includes(mc)) || (dot && dotDigits(record.dotNumber) !== dot)) return { outcome: 'NO_FMCSA_RECORD' };
  if (!record.brokerAuthority) return { outcome: 'NO_BROKER_AUTHORITY' };
  const domain = companyDomain(company.email);
  if (domain && domain === companyDomain(record.email)) return { outcome: 'VERIFIED', dotNumber: record.dotNumber, matchedOn: 'EMAIL_DOMAIN' };
  const phone = phoneDigits(company.phone);
  if (phone.length === 10 && phone === phoneDigits(record.phone)) return { outcome: 'VERIFIED', dotNumber: record.dotNumber, matchedOn: 'PHONE' };
  return { outcome: 'CONTACT_MISMATCH' };
}

export const VERIFICATION_MESSAGES: Record<CompanyVerificationOutcome, string> = {
  VERIFIED: 'Your company is verified.',
  NOT_A_BROKER: 'Only freight broker companies are verified.',
  NO_MC_OR_DOT: 'Add your MC or DOT number to be verified.',
  NO_FMCSA_RECORD: 'No FMCSA record matches your MC and DOT numbers.',
  NO_BROKER_AUTHORITY: 'The FMCSA record for your MC/DOT has no active broker authority.',
  CONTACT_MISMATCH: "The FMCSA record's e-mail domain and phone do not match your company's; a LogiScope operator can verify you by hand.",
  FMCSA_UNAVAILABLE: 'The FMCSA data could not be read just now; try again shortly.',
};
