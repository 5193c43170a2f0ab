import type { WorkingScope } from 'shared-api';
import type { Registry, TypedPage } from './types';
import { useWorkingValues } from './useWorkingValues';

export interface QuestionnaireOptions<P extends TypedPage> {
  pages: P[];
  registry: Registry<P>;
  /** Must be stable (memoised): it keys the stored working values. */
  scope: WorkingScope;
  /** Admins may leave a page unanswered (SPEC.md section 6). */
  admin: boolean;
  /** Back is disabled below this index (the main assessment: 2, so at 0 and 1). */
  backFrom?: number;
  /**
   * 'block' (the main assessment): Next stays disabled until the page is answered. 'prompt' (the
   * other questionnaires, SPEC.md section 5): Next stays enabled and the view explains what is
   * missing in the 'Question Unanswered' dialog.
   */
  whenIncomplete?: 'block' | 'prompt';
  /** false: no closing 'All Done?' step; the last page's Next is the submit. */
  reviewStep?: boolean;
}

/**
 * Page navigation, validation and persistence of any questionnaire. With the review step, index
 * `pages.length` is the closing 'All Done?' step; a restored index past the end (fewer pages now)
 * lands on the last step.
 */
export function useQuestionnaire<P extends TypedPage>({
  pages,
  registry,
  scope,
  admin,
  backFrom = 1,
  whenIncomplete = 'block',
  reviewStep = true,
}: QuestionnaireOptions<P>) {
  const working = useWorkingValues(scope);
  const total = pages.length;
  const lastIndex = reviewStep ? total : Math.max(total - 1, 0);
  const index = Math.min(Math.max(working.pageIndex, 0), lastIndex);
  const page: P | undefined = pages[index];
  const kind = page ? registry[page.type] : undefined;
  const complete = page ? (kind?.isComplete(page, index, working.values) ?? false) : true;

  return {
    index,
    total,
    page,
    /** undefined on an unknown type: the page shows the fallback. */
    kind,
    atEnd: reviewStep && index === total,
    /** Without the review step, the last page submits. */
    submitsHere: !reviewStep && index === total - 1,
    reviewStep,
    whenIncomplete,
    complete,
    values: working.values,
    update: working.update,
    canBack: index > 0 && index >= backFrom,
    canNext: index < total && (admin || complete),
    back: () => working.setPageIndex(Math.max(0, index - 1)),
    next: () => working.setPageIndex(Math.min(lastIndex, index + 1)),
    clear: working.clear,
  };
}

export type Questionnaire<P extends TypedPage> = ReturnType<typeof useQuestionnaire<P>>;
