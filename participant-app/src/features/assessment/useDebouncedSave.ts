import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `save` with the latest value once typing pauses for `delay` ms, and at once when the page
 * goes away with a change still waiting, so the server has every idea before the deadline.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delay = 800): (value: T) => void {
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

  return useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );
}
