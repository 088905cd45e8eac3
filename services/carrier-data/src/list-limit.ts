/** A list size asked for: `fallback` when missing or 0, then between 1 and `max`. */
export const listLimit = (limit: number, fallback: number, max: number): number => Math.min(Math.max(1, limit || fallback), max);
