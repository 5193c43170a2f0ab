import type { ComponentType } from 'react';
import type { Answers, TextAnswer, TextAnswers, TimerStarts } from 'shared-api';

/** What a questionnaire keeps while the user works through it (SPEC.md section 3). */
export interface WorkingValues {
  answers: Answers;
  textAnswers: TextAnswers;
  timerStarts: TimerStarts;
}

/** The only ways a page changes the working values; each change is persisted at once. */
export interface PageUpdates {
  /** answers[pageKey][itemKey] = value; undefined removes the entry. */
  setAnswer: (pageKey: string, itemKey: string, value: number | string | undefined) => void;
  setTextAnswers: (pageKey: string, list: TextAnswer[]) => void;
  setTimerStart: (pageKey: string, at: number) => void;
}

export interface PageProps<P> {
  page: P;
  /** The page's position; the main assessment keys its answers by it. */
  index: number;
  values: WorkingValues;
  update: PageUpdates;
}

/**
 * One question type: how it is drawn and when its page is answered. A questionnaire lists its
 * types in a registry (type → kind), so a new type is one more entry, not another branch.
 */
export interface PageKind<P> {
  Component: ComponentType<PageProps<P>>;
  /** Whether Next may leave the page (admins may leave anyway). */
  isComplete: (page: P, index: number, values: WorkingValues) => boolean;
}

export type Registry<P> = Record<string, PageKind<P>>;

/** Anything with a type a registry can look up. */
export interface TypedPage {
  type: string;
}
