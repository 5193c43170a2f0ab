import { useEffect, useState } from 'react';

const secondsLeft = (start: number | undefined, seconds: number) =>
  start === undefined ? null : Math.max(0, Math.ceil((start + seconds * 1000 - Date.now()) / 1000));

/** Whole seconds left of a countdown that began at `start` (local clock, ms); null before it starts. */
export function useCountdown(start: number | undefined, seconds: number): number | null {
  const [remaining, setRemaining] = useState(() => secondsLeft(start, seconds));

  useEffect(() => {
    setRemaining(secondsLeft(start, seconds));
    if (start === undefined) return;
    const timer = setInterval(() => {
      const now = secondsLeft(start, seconds);
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [start, seconds]);

  return remaining;
}

/** m:ss (SPEC.md section 9). */
export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
