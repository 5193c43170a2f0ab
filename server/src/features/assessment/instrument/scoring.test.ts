import { AppError } from '../../../http/errors';
import { loadInstrument } from './content';
import { InvalidAnswerError, scoreAssessment, scoreReassessment } from './scoring';
import type { Instrument, ItemKey, Localized } from './types';

const t = (s: string): Localized => ({ ENG: s, SPA: s, KOR: s, BRPT: s });
const area = (id: string) => ({ id, name: t(id), description: t(id), growth: [t('g1'), t('g2'), t('g3')], recommendations: [t('r')] });
const item = (a: string, reverse = false, weight = 1): ItemKey => ({ area: a, reverse, weight });
const statement = (id: string) => ({ id, text: t(id) });

/**
 * Five areas, small enough to score by hand:
 *   page 0 agree:    s1 a1, s2 a1 (reverse), s3 a2, s4 a3 (weight 2)
 *   page 1 freeform: ff a2, target 10 ideas, weight 1
 *   page 2 howoften: s5 a2, s6 a3, s7 a4, s8 a5
 *   page 3 demographics
 */
const fixture: Instrument = {
  version: 'test',
  areas: ['a1', 'a2', 'a3', 'a4', 'a5'].map(area),
  assessment: {
    freeformInstructions: t('{minutes}'),
    questions: [
      { id: 'p0', type: 'agree1to7', prompt: t('p0'), statements: ['s1', 's2', 's3', 's4'].map(statement) },
      { id: 'ff', type: 'freeform', prompt: t('ff'), statements: [], seconds: 180 },
      { id: 'p2', type: 'howoften', prompt: t('p2'), statements: ['s5', 's6', 's7', 's8'].map(statement) },
      { id: 'demo', type: 'demographics', prompt: t('demo'), statements: [] },
    ],
  },
  key: {
    statements: {
      s1: item('a1'), s2: item('a1', true), s3: item('a2'), s4: item('a3', false, 2),
      s5: item('a2'), s6: item('a3'), s7: item('a4'), s8: item('a5'),
    },
    freeform: { ff: { area: 'a2', target: 10, weight: 1 } },
    reassessment: { 1: item('a1'), 2: item('a1', true), 3: item('a2') },
  },
  demographics: { optionSets: {}, forms: { standard: { title: t(''), fields: [] }, postAssessment: { title: t(''), fields: [] } }, academyQuestion: { id: 'x', kind: 'text', label: t(''), required: true } },
  reassessment: { scale: [], questions: [] },
  report: { radarTitle: t(''), comparisonTitle: t(''), before: t(''), after: t('') },
};

const score = (answers: object, textAnswers?: object) =>
  scoreAssessment({ instrument: fixture, answers: answers as never, textAnswers: textAnswers as never });
const ideas = (...texts: string[]) => texts.map((text, id) => ({ id, text }));

describe('instrument scoring: main assessment', () => {
  it('averages item scores per area, reversing reverse-keyed items and applying weights', () => {
    const result = score({ 0: { 0: 5, 1: 2, 2: 3, 3: 4 }, 2: { 0: 1, 1: 2, 2: 4, 3: 3 } });
    // a1: s1 5 -> (5-1)/4*100 = 100; s2 reverse 2 -> (5-2)/4*100 = 75; (100+75)/2 = 87.5
    // a2: s3 3 -> 50; s5 1 -> 0; (50+0)/2 = 25
    // a3: s4 4 -> 75 at weight 2; s6 2 -> 25 at weight 1; (2*75+25)/3 = 58.33 -> 58.3
    // a4: s7 4 -> 75.   a5: s8 3 -> 50
    expect(result.scores).toEqual({ a1: 87.5, a2: 25, a3: 58.3, a4: 75, a5: 50 });
    expect(result.strongest).toBe('a1');
    // lowest first: a2 25, a5 50, a3 58.3
    expect(result.growth).toEqual(['a2', 'a5', 'a3']);
    expect(result.version).toBe('test');
  });

  it('skips unanswered items and gives an area without answers null, outside the ranking', () => {
    // Only s1 (4 -> 75) and s6 (1 -> 0); s2 and s3 explicitly null or empty count as unanswered.
    const result = score({ 0: { 0: 4, 1: null, 2: '' }, 2: { 1: 1 } });
    expect(result.scores).toEqual({ a1: 75, a2: null, a3: 0, a4: null, a5: null });
    expect(result.strongest).toBe('a1');
    expect(result.growth).toEqual(['a3']);
    expect(score({})).toMatchObject({ strongest: null, growth: [], freeform: [] });
  });

  it('accepts ratings as integer strings, as cookies carry them', () => {
    // s1 '5' -> 100, s2 reverse ' 1 ' -> (5-1)/4*100 = 100
    expect(score({ '0': { '0': '5', '1': ' 1 ' } }).scores.a1).toBe(100);
  });

  it('breaks a tie for strongest by the area order', () => {
    // a1: s1 4 -> 75, s2 reverse 2 -> 75 => 75; a4: s7 4 -> 75; everything else 2 -> 25.
    const result = score({ 0: { 0: 4, 1: 2, 2: 2, 3: 2 }, 2: { 0: 2, 1: 2, 2: 4, 3: 2 } });
    expect(result.scores).toEqual({ a1: 75, a2: 25, a3: 25, a4: 75, a5: 25 });
    expect(result.strongest).toBe('a1');
    // a4 is not strongest but is not low either; the three 25s come in area order.
    expect(result.growth).toEqual(['a2', 'a3', 'a5']);
  });

  it('breaks a tie for growth areas by the area order', () => {
    // a1 = 75 as above; a2, a3, a4 and a5 all 25: four tie for three growth slots, a5 is last in order.
    const result = score({ 0: { 0: 4, 1: 2, 2: 2, 3: 2 }, 2: { 0: 2, 1: 2, 2: 2, 3: 2 } });
    expect(result.strongest).toBe('a1');
    expect(result.growth).toEqual(['a2', 'a3', 'a4']);
  });

  it('counts distinct non-empty ideas for freeform fluency and weighs it into the area', () => {
    const result = score(
      { 0: { 2: 5 }, 2: { 0: 5 } },
      { 1: ideas('Doorstop', ' doorstop ', 'DOORSTOP', '', '   ', 'Paperweight', 'build a  wall', 'Build a wall') },
    );
    // distinct: doorstop, paperweight, build a wall = 3 -> min(100, 3/10*100) = 30
    // a2: s3 5 -> 100, s5 5 -> 100, ff 30 at weight 1: (100+100+30)/3 = 76.67 -> 76.7
    expect(result.freeform).toEqual([{ questionIndex: 1, id: 'ff', ideas: 3, fluency: 30 }]);
    expect(result.scores.a2).toBe(76.7);
  });

  it('caps fluency at 100, counts an empty list as zero ideas and a missing page as skipped', () => {
    const many = ideas(...Array.from({ length: 12 }, (_, i) => `use ${i}`));
    // 12/10*100 = 120 -> capped at 100
    expect(score({}, { 1: many }).scores.a2).toBe(100);
    expect(score({}, { 1: [] })).toMatchObject({ scores: { a2: 0 }, freeform: [{ ideas: 0, fluency: 0 }] });
    expect(score({}, {}).scores.a2).toBeNull();
  });

  it('ignores answers on pages that are not scored here (demographics)', () => {
    expect(score({ 3: { 0: 'Engineering' } }, { 3: ideas('x') }).scores).toEqual({ a1: null, a2: null, a3: null, a4: null, a5: null });
  });

  it.each([
    ['a rating of 0', { 0: { 0: 0 } }, 'answers.0.0'],
    ['a rating of 6', { 2: { 3: 6 } }, 'answers.2.3'],
    ['a fractional rating', { 0: { 1: 2.5 } }, 'answers.0.1'],
    ['a word', { 0: { 1: 'agree' } }, 'answers.0.1'],
    ['a boolean', { 0: { 1: true } }, 'answers.0.1'],
    ['an unknown question', { 9: { 0: 3 } }, 'answers.9'],
    ['an unknown statement', { 0: { 4: 3 } }, 'answers.0.4'],
    ['a negative index', { '-1': { 0: 3 } }, 'answers.-1'],
    ['a page that is not an object', { 0: [3, 4] }, 'answers.0'],
  ])('rejects %s with a 400 error', (_label, answers, path) => {
    try {
      score(answers);
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toBeInstanceOf(InvalidAnswerError);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'VALIDATION', status: 400, path });
    }
  });

  it('rejects malformed idea lists', () => {
    expect(() => score({}, { 1: 'brick' })).toThrow(InvalidAnswerError);
    expect(() => score({}, { 1: [{ id: 1, text: 7 }] })).toThrow('textAnswers.1.0');
  });
});

describe('instrument scoring: reassessment', () => {
  it('maps 1-7 to 0-100 with reverse keying', () => {
    const result = scoreReassessment({ instrument: fixture, answers: { 1: 7, 2: 3, 3: 4 } });
    // a1: q1 7 -> (7-1)/6*100 = 100; q2 reverse 3 -> (7-3)/6*100 = 66.67; mean 83.33 -> 83.3
    // a2: q3 4 -> (4-1)/6*100 = 50
    expect(result.scores).toEqual({ a1: 83.3, a2: 50, a3: null, a4: null, a5: null });
    expect(result).toMatchObject({ strongest: 'a1', growth: ['a2'] });
  });

  it('rejects out-of-range ratings and unknown questions', () => {
    expect(() => scoreReassessment({ instrument: fixture, answers: { 1: 8 } })).toThrow(InvalidAnswerError);
    expect(() => scoreReassessment({ instrument: fixture, answers: { 1: 0 } })).toThrow('answers.1');
    expect(() => scoreReassessment({ instrument: fixture, answers: { 99: 4 } })).toThrow('answers.99: no such question');
    expect(() => scoreReassessment({ instrument: fixture, answers: { constructor: 4 } })).toThrow(InvalidAnswerError);
  });
});

describe('instrument scoring: v1 key', () => {
  it('scores "5 everywhere" by the reverse-keyed items of each area', () => {
    const v1 = loadInstrument('v1');
    const answers: Record<number, Record<number, number>> = {};
    const textAnswers: Record<number, { id: number; text: string }[]> = {};
    v1.assessment.questions.forEach((q, i) => {
      if (q.statements.length) answers[i] = Object.fromEntries(q.statements.map((_, j) => [j, 5]));
      if (q.type === 'freeform') textAnswers[i] = ideas(...Array.from({ length: 25 }, (_, k) => `idea ${k}`));
    });
    const result = scoreAssessment({ instrument: v1, answers, textAnswers });
    // 5 scores 100, or 0 when reverse-keyed. Six items per area:
    // one reversed: 500/6 = 83.3; managing_uncertainty has two (mu2, mu6): 400/6 = 66.7;
    // concept_generation has two (cg3, cg6) plus both freeform pages (25 ideas, over target: 100,
    // weight 1.5 each): (400 + 1.5*100 + 1.5*100)/9 = 77.8.
    expect(result.scores).toEqual({
      innovation_process: 83.3, concept_generation: 77.8, flexibility_adaptation: 83.3, managing_uncertainty: 66.7,
      adapting_leadership: 83.3, advocacy: 83.3, inquiring: 83.3, dialoging: 83.3,
    });
    expect(result.strongest).toBe('innovation_process');
    expect(result.growth).toEqual(['managing_uncertainty', 'concept_generation', 'flexibility_adaptation']);
    expect(result.version).toBe('v1');
  });

  it('scores every reassessment question', () => {
    const v1 = loadInstrument('v1');
    const answers = Object.fromEntries(v1.reassessment.questions.map((q) => [q.id, 4]));
    // 4 is the midpoint of 1-7: 50 whether reversed or not.
    expect(Object.values(scoreReassessment({ instrument: v1, answers }).scores)).toEqual(Array(8).fill(50));
  });
});
