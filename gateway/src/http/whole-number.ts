/** A whole number from a query string or body, at most `max`; `fallback` when it is missing, not a number or below 1. */
export function wholeNumber(value: unknown, fallback: number, max: number): number {
  const x = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(x) && x >= 1 ? Math.min(Math.floor(x), max) : fallback;
}
