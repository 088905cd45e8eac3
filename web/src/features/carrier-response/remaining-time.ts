/** Time left until a deadline, in whole hours and minutes (rounded down); null once it has passed. */
export function remainingTime(deadline: string, now: number): { hours: number; minutes: number } | null {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return null;
  const totalMinutes = Math.floor(left / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
