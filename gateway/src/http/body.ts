import { DomainError } from '@logiscope/kernel';

/**
 * Shape check at the edge: the named fields must be strings when present (absent becomes ''). Services
 * apply the rules; this only keeps wrong types from reaching a gRPC encoder as a 500.
 */
export function stringFields<K extends string>(body: unknown, fields: readonly K[]): Record<K, string> {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw DomainError.validation('Request body must be a JSON object');
  }
  const src = (body ?? {}) as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const f of fields) {
    const v = src[f];
    if (v === undefined || v === null) out[f] = '';
    else if (typeof v === 'string') out[f] = v;
    else if (typeof v === 'number' && (f.endsWith('Number') || f === 'zipCode' || f === 'phone')) out[f] = String(v);
    else throw DomainError.validation(`${f} must be a string`, [{ path: f, message: `${f} must be a string` }]);
  }
  return out;
}
