import { useEffect, useState } from 'react';
import { remainingTime } from '../remaining-time';

/** Time left until `deadline`, refreshed every 30 seconds; null once it passed. */
export function useRemainingTime(deadline: string | undefined): { hours: number; minutes: number } | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return deadline ? remainingTime(deadline, now) : null;
}
