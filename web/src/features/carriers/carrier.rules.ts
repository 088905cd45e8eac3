/**
 * The spec's colour rules for carrier badges, as pure functions.
 *
 * - Motor-carrier authority (the broker's question: may this company haul a brokered load?): ACTIVE green; PENDING
 *   yellow (not yet); INACTIVE, REVOKED, WITHDRAWN and NONE red (it may not haul); UNKNOWN grey (no data set covers
 *   the company: never read as NONE).
 * - BI&PD liability insurance: ACTIVE and VALID green; EXPIRED and EXPIRES SOON yellow; INACTIVE, REVOKED and NONE
 *   red; UNKNOWN grey.
 * - Safety rating: SATISFACTORY green, CONDITIONAL yellow, UNSATISFACTORY red; missing shows NOT RATED (grey).
 * - BASIC score (percent): under 50 green, under 75 yellow, otherwise red; no score grey.
 * - Risk score (0-100, higher is riskier): 80 and above red, 50 and above orange, 25 and above yellow, else green.
 * - Alert severity: LOW green, MEDIUM yellow, HIGH orange, CRITICAL red.
 */

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'grey';

/** antd Tag colour of a tone. */
export const TONE_TAG_COLOR: Record<Tone, string> = {
  green: 'success',
  yellow: 'warning',
  orange: 'orange',
  red: 'error',
  grey: 'default',
};

/** Text colour of a tone (numbers, scores). */
export const TONE_TEXT_COLOR: Record<Tone, string> = {
  green: '#15803d',
  yellow: '#a16207',
  orange: '#c2410c',
  red: '#b91c1c',
  grey: '#64748b',
};

function normalize(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}

/** The company's motor-carrier authority as the screens show it (CarrierView.authorityStatus). */
export const AUTHORITY_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE', 'REVOKED', 'WITHDRAWN', 'NONE', 'UNKNOWN'] as const;
export type AuthorityStatusCode = (typeof AUTHORITY_STATUSES)[number];

/** BI&PD liability as the screens show it (CarrierView.insuranceStatus; EXPIRES SOON keyed EXPIRES_SOON). */
export const INSURANCE_STATUSES = ['ACTIVE', 'VALID', 'EXPIRES_SOON', 'EXPIRED', 'INACTIVE', 'REVOKED', 'NONE', 'UNKNOWN'] as const;
export type InsuranceStatusCode = (typeof INSURANCE_STATUSES)[number];

export const AUTHORITY_STATUS_TONE: Readonly<Record<AuthorityStatusCode, Tone>> = {
  ACTIVE: 'green',
  PENDING: 'yellow',
  INACTIVE: 'red',
  REVOKED: 'red',
  WITHDRAWN: 'red',
  NONE: 'red',
  UNKNOWN: 'grey',
};

export const INSURANCE_STATUS_TONE: Readonly<Record<InsuranceStatusCode, Tone>> = {
  ACTIVE: 'green',
  VALID: 'green',
  EXPIRES_SOON: 'yellow',
  EXPIRED: 'yellow',
  INACTIVE: 'red',
  REVOKED: 'red',
  NONE: 'red',
  UNKNOWN: 'grey',
};

const codeKey = (value: string | null | undefined) => normalize(value).replace(/ /g, '_');

/** The authority code to show: '' (a carrier held by its DOT number alone) and any value this build does not know read UNKNOWN. */
export function authorityStatusOf(status: string | null | undefined): AuthorityStatusCode {
  const code = codeKey(status);
  return (AUTHORITY_STATUSES as readonly string[]).includes(code) ? (code as AuthorityStatusCode) : 'UNKNOWN';
}

/** The insurance code to show ('EXPIRES SOON' → EXPIRES_SOON); '' and unknown values read UNKNOWN. */
export function insuranceStatusOf(status: string | null | undefined): InsuranceStatusCode {
  const code = codeKey(status);
  return (INSURANCE_STATUSES as readonly string[]).includes(code) ? (code as InsuranceStatusCode) : 'UNKNOWN';
}

export const authorityStatusTone = (status: string | null | undefined): Tone => AUTHORITY_STATUS_TONE[authorityStatusOf(status)];
export const insuranceStatusTone = (status: string | null | undefined): Tone => INSURANCE_STATUS_TONE[insuranceStatusOf(status)];

export const NOT_RATED = 'NOT RATED';

const SAFETY_CODES: Record<string, string> = { S: 'SATISFACTORY', C: 'CONDITIONAL', U: 'UNSATISFACTORY' };

/** The rating as shown: SATISFACTORY, CONDITIONAL, UNSATISFACTORY, or NOT RATED when missing. */
export function safetyRatingLabel(rating: string | null | undefined): string {
  const value = normalize(rating);
  if (!value) return NOT_RATED;
  return SAFETY_CODES[value] ?? value;
}

export function safetyRatingTone(rating: string | null | undefined): Tone {
  switch (safetyRatingLabel(rating)) {
    case 'SATISFACTORY':
      return 'green';
    case 'CONDITIONAL':
      return 'yellow';
    case 'UNSATISFACTORY':
      return 'red';
    default:
      return 'grey';
  }
}

/** The BASIC score as a number, null when there is none ('' or not numeric). */
export function parseBasicScore(score: string | number | null | undefined): number | null {
  if (score === null || score === undefined) return null;
  const text = String(score).trim().replace(/%$/, '');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function basicScoreTone(score: string | number | null | undefined): Tone {
  const value = parseBasicScore(score);
  if (value === null) return 'grey';
  if (value < 50) return 'green';
  if (value < 75) return 'yellow';
  return 'red';
}

export function riskScoreTone(score: number | null | undefined): Tone {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'grey';
  if (score >= 80) return 'red';
  if (score >= 50) return 'orange';
  if (score >= 25) return 'yellow';
  return 'green';
}

export function severityTone(severity: string | null | undefined): Tone {
  switch (normalize(severity)) {
    case 'LOW':
      return 'green';
    case 'MEDIUM':
      return 'yellow';
    case 'HIGH':
      return 'orange';
    case 'CRITICAL':
      return 'red';
    default:
      return 'grey';
  }
}

/** An alert severity as shown ('' → UNKNOWN). */
export function statusLabel(status: string | null | undefined): string {
  return normalize(status) || 'UNKNOWN';
}
