import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown that began at `start` (local clock, ms); null before it starts. */
export function useCountdown(start: number | undefined, seconds: number): number | null {
  const left = () => (start === undefined ? null : Math.max(0, Math.ceil((start + seconds * 1000 - Date.now()) / 1000)));
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    setRemaining(left());
    if (start === undefined) return;
    const timer = setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // left reads only start and seconds.
  }, [start, seconds]);

  return remaining;
}

/** m:ss (SPEC.md section 9). */
export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
