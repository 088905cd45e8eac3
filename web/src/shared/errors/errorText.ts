import type { ZodError } from 'zod';
import { MESSAGES, codeOfMessage, type MessageCode } from '@logiscope/proto/http/messages';
import { isApiError, type ErrorParams } from '../../api/apiError';

/**
 * One rule, one message, in the user's language. The server answers `{ message, code, params }` and the web's own
 * checks run the same proto rules; both come here: a catalogued code (MESSAGES, e.g. TITLE_REQUIRED) or a generic
 * rule (TOO_BIG with `{ maximum }`) becomes `t('errors:<code>', params)`, anything else keeps the server's wording.
 */

/** A message as the server or a proto rule words it: its stable code, its parameters and the English text. */
export interface CodedMessage {
  code?: string;
  params?: ErrorParams;
  message?: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Generic zod rules (issue codes, upper-cased) the errors namespace words, with the parameter each one needs. */
const RULES = {
  TOO_BIG: 'maximum',
  TOO_SMALL: 'minimum',
  INVALID_TYPE: null,
  INVALID_VALUE: null,
  INVALID_FORMAT: null,
  UNRECOGNIZED_KEYS: null,
} as const satisfies Readonly<Record<string, string | null>>;
type RuleCode = keyof typeof RULES;

const isRuleCode = (code: string): code is RuleCode => Object.prototype.hasOwnProperty.call(RULES, code);

export const isMessageCode = (code: string): code is MessageCode => Object.prototype.hasOwnProperty.call(MESSAGES, code);

/** The i18n key (and options) a message translates with; null when only its own wording says it right. */
export function translationOf({ code, params = {}, message }: CodedMessage): { key: string; options: Record<string, unknown> } | null {
  if (!code) return null;
  // A catalogued code names the catalogued wording; a kind (FORBIDDEN) over an uncatalogued text keeps that text.
  if (isMessageCode(code)) return !message || message === MESSAGES[code] ? { key: `errors:${code}`, options: {} } : null;
  if (!isRuleCode(code)) return null;
  // `code` is typed (MessageCode above, RuleCode here): keys-usage.spec.ts checks every `errors:<code>` key exists.
  const needs: string | null = RULES[code];
  if (needs && params[needs] === undefined) return null;
  return { key: `errors:${code}`, options: { ...params, ...(typeof params.origin === 'string' ? { context: params.origin } : {}) } };
}

/** The text to show for a coded message: translated when the errors namespace words it, else its own text. */
export function errorText(t: Translate, coded: CodedMessage, fallback = ''): string {
  const translation = translationOf(coded);
  // i18n-keys: *
  if (translation) return t(translation.key, translation.options);
  return coded.message ?? fallback;
}

/** The text of a failed call: the server's code translated, else its message, else the screen's fallback. */
export function apiErrorText(t: Translate, error: unknown, fallback: string): string {
  if (!isApiError(error) || (!error.code && !error.serverMessage)) return fallback;
  return errorText(t, { code: error.code, params: error.params, message: error.serverMessage }, fallback);
}

/** A failed proto rule as the web shows it: the same code and parameters the server would answer with. */
export interface RuleMessage {
  code: string;
  params: ErrorParams;
  message: string;
}

type ZodIssue = ZodError['issues'][number];

/** The parameters of a failed rule a translation may need (the gateway's error body picks the same ones). */
function paramsOf(issue: ZodIssue): ErrorParams {
  const out: ErrorParams = {};
  // Each kind of issue has its own fields: read them by name, whichever kind this is.
  const fields = new Map<string, unknown>(Object.entries(issue));
  for (const key of ['minimum', 'maximum', 'expected', 'format', 'origin'] as const) {
    const value = fields.get(key);
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
    else if (typeof value === 'bigint') out[key] = Number(value);
  }
  return out;
}

/** A zod issue of a proto rule as a coded message: its catalogue code, else the rule's code (TOO_BIG). */
export function ruleMessageOf(issue: ZodIssue): RuleMessage {
  return { code: codeOfMessage(issue.message) ?? issue.code.toUpperCase(), params: paramsOf(issue), message: issue.message };
}

/** The first failed rule per form field (by the issue's first path segment); rules about no field go to `other`. */
export function ruleMessagesByField<F extends string>(error: ZodError, fields: readonly F[]): { fieldErrors: Partial<Record<F, RuleMessage>>; other: RuleMessage[] } {
  const fieldErrors: Partial<Record<F, RuleMessage>> = {};
  const other: RuleMessage[] = [];
  for (const issue of error.issues) {
    const field = fields.find((name) => name === String(issue.path[0] ?? ''));
    if (!field) other.push(ruleMessageOf(issue));
    else if (!fieldErrors[field]) fieldErrors[field] = ruleMessageOf(issue);
  }
  return { fieldErrors, other };
}
