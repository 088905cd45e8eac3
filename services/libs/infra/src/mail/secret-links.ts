/**
 * Links in a mail that act as a credential (an invitation's set-password link, a password reset, the carrier's response
 * page, any URL carrying a token) are for the recipient only. Whatever shows mail to someone else (the operator's
 * outbox) shows them redacted, keeping the link's shape so the reader still sees what was sent. Pure.
 */
export const REDACTED = '[redacted]';

/** Paths whose next segment is a credential: the carrier's response page `/respond/<responseId>`. */
const SECRET_PATH_PARENTS = new Set(['respond']);
/** Query or fragment parameters that carry a credential: token, reset_token, code, key, secret, signature, password... */
const SECRET_PARAM = /^(?:.*[_.-])?(?:token|code|key|secret|signature|sig|otp|auth|password|passcode|invite|invitation|nonce|hash|jwt|session)$/i;
/** A path segment that looks like a random credential: 20+ URL-safe characters mixing letters and digits. */
const looksRandom = (s: string): boolean => s.length >= 20 && /^[A-Za-z0-9_~.-]+$/.test(s) && /[A-Za-z]/.test(s) && /\d/.test(s);

const URL_PATTERN = /\bhttps?:\/\/[^\s"'<>()]+/gi;
/** A secret path written without its origin (a relative link in HTML). */
const RELATIVE_RESPOND = /(^|[\s"'(>=])\/respond\/[A-Za-z0-9_-]+/g;

function redactParams(query: string): string {
  // `&amp;` when the URL sits in HTML.
  return query.replace(/(^|&(?:amp;)?|;)([^=&;#]+)=([^&;#]*)/g, (whole, sep: string, name: string, value: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is judged as written.
    }
    return value && (SECRET_PARAM.test(decoded) || looksRandom(value)) ? `${sep}${name}=${REDACTED}` : whole;
  });
}

function redactPath(path: string): string {
  const parts = path.split('/');
  return parts.map((segment, i) => (i > 2 && ((i > 3 && SECRET_PATH_PARENTS.has(parts[i - 1])) || looksRandom(segment)) ? REDACTED : segment)).join('/');
}

/** One absolute URL with its credentials replaced: secret path segments, token-bearing parameters, a secret fragment. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const fragment = hashAt >= 0 ? url.slice(hashAt + 1) : null;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : null;
  let out = redactPath(path);
  if (query !== null) out += `?${redactParams(query)}`;
  if (fragment !== null) out += `#${fragment.includes('=') ? redactParams(fragment) : looksRandom(fragment) ? REDACTED : fragment}`;
  return out;
}

/** A mail's text or HTML with every credential-bearing link redacted (the rest unchanged). */
export function redactSecretLinks(text: string): string {
  return text.replace(URL_PATTERN, redactUrl).replace(RELATIVE_RESPOND, (_m, before: string) => `${before}/respond/${REDACTED}`);
}
