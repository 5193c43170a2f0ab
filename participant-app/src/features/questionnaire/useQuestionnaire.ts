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
}

/**
 * Page navigation, validation and persistence of any questionnaire. Index `pages.length` is the
 * closing 'All Done?' step; a restored index past the end (fewer pages now) lands there.
 */
export function useQuestionnaire<P extends TypedPage>({ pages, registry, scope, admin, backFrom = 1 }: QuestionnaireOptions<P>) {
  const working = useWorkingValues(scope);
  const total = pages.length;
  const index = Math.min(Math.max(working.pageIndex, 0), total);
  const page: P | undefined = pages[index];
  const kind = page ? registry[page.type] : undefined;
  const complete = page ? (kind?.isComplete(page, index, working.values) ?? false) : true;

  return {
    index,
    total,
    page,
    /** undefined on an unknown type: the page shows the fallback. */
    kind,
    atEnd: index === total,
    complete,
    values: working.values,
    update: working.update,
    canBack: index > 0 && index >= backFrom,
    canNext: index < total && (admin || complete),
    back: () => working.setPageIndex(Math.max(0, index - 1)),
    next: () => working.setPageIndex(Math.min(total, index + 1)),
    clear: working.clear,
  };
}

export type Questionnaire<P extends TypedPage> = ReturnType<typeof useQuestionnaire<P>>;
