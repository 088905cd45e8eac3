import { formatNumber } from '../../shared/utils/format';

/** Display formats of carrier fields. */

/** (555) 123-4567 for ten digits (or eleven starting with the country code 1); anything else as given. */
export function formatPhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return raw;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** 'MC-123456' for the digits of an MC docket, '' when there is none. */
export function formatMcNumber(mcNumber: string | null | undefined): string {
  const value = (mcNumber ?? '').trim();
  if (!value) return '';
  return /^mc/i.test(value) ? value.toUpperCase() : `MC-${value}`;
}

/** 'Dallas, TX' (either part may be missing). */
export function formatLocation(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}

/** '123 Main St, Dallas, TX 75201' from the address parts that are present. */
export function formatAddress(parts: { address?: string; city?: string; state?: string; zipCode?: string }): string {
  const stateZip = [parts.state?.trim(), parts.zipCode?.trim()].filter(Boolean).join(' ');
  return [parts.address?.trim(), parts.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/** A percentage with one decimal in the reader's language ('12.5%', '12,5 %'), or null when there is no value. */
export function formatRate(rate: number | null | undefined, language = 'en'): string | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return null;
  return formatNumber(rate / 100, language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A website as a link target: adds https:// when the scheme is missing; '' for nothing usable. */
export function websiteHref(website: string | null | undefined): string {
  const value = (website ?? '').trim();
  if (!value) return '';
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z]+:/i.test(value)) return '';
  return `https://${value}`;
}
