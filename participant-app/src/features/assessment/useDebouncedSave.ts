import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedSave<T> {
  /** Saves `value` once typing pauses for the delay (a newer value replaces a waiting one). */
  queue: (value: T) => void;
  /** Saves `value` at once, dropping any value still waiting. */
  now: (value: T) => void;
}

/**
 * Calls `save` with the latest value once typing pauses for `delay` ms, and at once when the page
 * goes away with a change still waiting, so the server has every idea before the deadline.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delay = 800): DebouncedSave<T> {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) saveRef.current(pending.current.value);
    pending.current = null;
  }, []);

  useEffect(() => flush, [flush]);

  return useMemo(
    () => ({
      queue: (value: T) => {
        pending.current = { value };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, delay);
      },
      now: (value: T) => {
        pending.current = { value };
        flush();
      },
    }),
    [flush, delay],
  );
}
