import { useCallback } from 'react';
import { useFreeformIdeasMutation } from 'shared-api';
import type { AssessmentQuestion, FreeformIdeasResponse, TextAnswer, TextAnswers } from 'shared-api';
import { errorCode } from 'shared-ui';
import type { WorkingValues } from '../../engine/questionnaire';

const same = (i: TextAnswer) => `${i.id}\u0000${i.text.trim()}`;

/** Whether `local` has an idea the server does not hold (typed or saved after the deadline). */
export function lostIdeas(local: TextAnswer[], held: TextAnswer[]): boolean {
  const kept = new Set(held.map(same));
  return local.some((idea) => idea.text.trim() !== '' && !kept.has(same(idea)));
}

/**
 * The list to keep for a page after a save: once the server says the page is closed, its list is
 * the only one it will accept with the answers, so the device adopts it. undefined: keep ours.
 */
export const heldAfter = (reply: FreeformIdeasResponse): TextAnswer[] | undefined => (reply.closed ? reply.ideas : undefined);

export interface FreeformSync {
  /** The idea lists to submit: the device's, or the server's where the page had closed. */
  textAnswers: TextAnswers;
  /** Pages whose list was replaced by the server's. */
  adopted: Record<string, TextAnswer[]>;
  /** Indexes of pages where ideas typed after the time ran out were dropped. */
  dropped: number[];
}

/**
 * Before submitting: one /api/freeform-ideas call for every timed page the device has ideas for.
 * An open page is saved; a closed one answers with what the server held in time, which replaces
 * the device's list. A page the server never started (it holds nothing) counts as an empty list.
 * Any other failure is thrown: nothing is submitted, and the user can try again.
 */
export function useFreeformSync(pages: AssessmentQuestion[]) {
  const [saveIdeas] = useFreeformIdeasMutation();
  return useCallback(
    async (values: WorkingValues): Promise<FreeformSync> => {
      const timed = pages
        .map((page, index) => ({ page, index, local: values.textAnswers[String(index)] ?? [] }))
        .filter(({ page, local }) => page.type === 'freeform' && local.length > 0);
      const held = await Promise.all(
        timed.map(async ({ index, local }) => {
          try {
            return heldAfter(await saveIdeas({ questionIndex: index, ideas: local }).unwrap());
          } catch (failure) {
            if (errorCode(failure) === 'TIMER_NOT_STARTED') return [];
            throw failure;
          }
        }),
      );
      const result: FreeformSync = { textAnswers: { ...values.textAnswers }, adopted: {}, dropped: [] };
      timed.forEach(({ index, local }, n) => {
        const list = held[n];
        if (!list) return;
        const key = String(index);
        result.textAnswers[key] = list;
        result.adopted[key] = list;
        if (lostIdeas(local, list)) result.dropped.push(index);
      });
      return result;
    },
    [pages, saveIdeas],
  );
}
