/**
 * proto-loader with defaults: true decodes an absent message field as null; the TS contracts say undefined (an
 * optional field is absent, never null). Scalars always carry their default, so null only ever means "absent".
 */
export function stripNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripNulls) as T;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) out[key] = stripNulls(v);
  return out as T;
}
