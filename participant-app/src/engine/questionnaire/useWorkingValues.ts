import { useCallback, useMemo, useRef, useState } from 'react';
import { clearWorkingValues, readWorkingValue, writeWorkingValue } from 'shared-api';
import type { WorkingScope } from 'shared-api';
import type { PageUpdates, WorkingValues } from './types';

function readAll(scope: WorkingScope): WorkingValues {
  return {
    answers: readWorkingValue('answers', scope) ?? {},
    textAnswers: readWorkingValue('textAnswers', scope) ?? {},
    timerStarts: readWorkingValue('timerStarts', scope) ?? {},
  };
}

/**
 * The working values and page index of one user's questionnaire, restored from localStorage and
 * written back on every change (not in an effect: a clear must not be followed by a write-back),
 * so a reload or a closed tab loses nothing.
 */
export function useWorkingValues(scope: WorkingScope) {
  const [values, setValues] = useState(() => readAll(scope));
  const [pageIndex, setPageIndexState] = useState(() => readWorkingValue<number>('pageIndex', scope) ?? 0);
  // Updates may come in quick succession (a key press, then a debounced save): each builds on the last.
  const current = useRef(values);

  const commit = useCallback(
    (change: (v: WorkingValues) => WorkingValues) => {
      const next = change(current.current);
      current.current = next;
      writeWorkingValue('answers', scope, next.answers);
      writeWorkingValue('textAnswers', scope, next.textAnswers);
      writeWorkingValue('timerStarts', scope, next.timerStarts);
      setValues(next);
    },
    [scope],
  );

  const update = useMemo<PageUpdates>(
    () => ({
      setAnswer: (pageKey, itemKey, value) =>
        commit((v) => {
          const page = { ...v.answers[pageKey] };
          if (value === undefined) delete page[itemKey];
          else page[itemKey] = value;
          return { ...v, answers: { ...v.answers, [pageKey]: page } };
        }),
      setTextAnswers: (pageKey, list) => commit((v) => ({ ...v, textAnswers: { ...v.textAnswers, [pageKey]: list } })),
      setTimerStart: (pageKey, at) => commit((v) => ({ ...v, timerStarts: { ...v.timerStarts, [pageKey]: at } })),
    }),
    [commit],
  );

  const setPageIndex = useCallback(
    (index: number) => {
      writeWorkingValue('pageIndex', scope, index);
      setPageIndexState(index);
    },
    [scope],
  );

  /** After a successful submit: nothing of this questionnaire stays on the device. */
  const clear = useCallback(() => {
    clearWorkingValues(scope);
    current.current = { answers: {}, textAnswers: {}, timerStarts: {} };
    setValues(current.current);
    setPageIndexState(0);
  }, [scope]);

  return { values, update, pageIndex, setPageIndex, clear };
}
