import { QUESTIONNAIRE_ROUNDS, questionnaireOf, QUESTIONNAIRES, questionnairesIn } from './contract';

/** What the readers of the registry rely on, so a new entry that breaks it fails here first. */
describe('the questionnaire registry', () => {
  const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);

  it('names each questionnaire, route, call and page once', () => {
    unique(QUESTIONNAIRES.map((q) => q.kind));
    unique(QUESTIONNAIRES.map((q) => q.path));
    unique(QUESTIONNAIRES.flatMap((q) => [q.api.questions, q.api.answers]));
    unique(QUESTIONNAIRES.map((q) => q.page));
    for (const q of QUESTIONNAIRES) expect(questionnaireOf(q.kind)).toBe(q);
  });

  it('lists each questionnaire\'s rounds once, in the order they come', () => {
    for (const { kind, rounds } of QUESTIONNAIRES) {
      const order = rounds.map((round) => QUESTIONNAIRE_ROUNDS.indexOf(round));
      expect([kind, order]).toEqual([kind, [...new Set(order)].sort()]);
      expect(rounds.length).toBeGreaterThan(0);
    }
  });

  it('opens in each round what SPEC.md\'s activations open', () => {
    expect(questionnairesIn('pre')).toEqual(['get-to-know-you']);
    expect(questionnairesIn('post')).toEqual(['self-efficacy', 'psychological-safety', 'post-class-survey', 'reflection', 'knowledge']);
    expect(questionnairesIn('reassessment')).toEqual(['self-efficacy', 'psychological-safety']);
  });

  it('gives every slider screen its prompt', () => {
    for (const q of QUESTIONNAIRES) expect([q.kind, 'prompt' in q]).toEqual([q.kind, q.screen === 'slider']);
  });
});
