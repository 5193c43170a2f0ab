import type { Answers, QuestionsResponse, TextAnswers } from 'shared-api/contract';

/**
 * A complete, valid submission for the questions served: every statement rated `rating`, every
 * field answered. Free of any test framework: the benchmarks use it too.
 */
export function completeAnswers(questions: QuestionsResponse, rating = 4): { answers: Answers; textAnswers: TextAnswers } {
  const answers: Answers = {};
  questions.questions.forEach((q, i) => {
    if (q.type === 'agree1to7' || q.type === 'howoften') {
      answers[i] = Object.fromEntries(q.statements.map((_, s) => [String(s), rating]));
    } else if (q.type === 'demographics') {
      answers[i] = Object.fromEntries(
        (q.fields ?? []).map((f) => [f.id, f.kind === 'select' ? (f.options?.[0]?.value ?? '') : f.kind === 'number' ? 3 : 'Something']),
      );
    }
  });
  return { answers, textAnswers: {} };
}
