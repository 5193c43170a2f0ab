import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from 'shared-api/contract';
import { contentGlossaryProblems } from 'shared-api/texts/glossary';
import { versionFingerprints } from '../../test/versions';
import { CURRENT_VERSION, loadQuestionnaires, localizeSlider, localizeSurvey, PAGE_SPLIT, QuestionnaireContentError, SURVEY_KINDS } from './content';

/** Raw JSON being deliberately broken; typing it would only get in the way. */
type Json = Record<string, any>;

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Copies v1 under a temporary root, lets `mutate` break one file, and returns the loader. */
function loadBroken(file: string, mutate: (json: Json) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questionnaires-'));
  copies.push(root);
  fs.cpSync(path.join(__dirname, 'content', 'v1'), path.join(root, 'v1'), { recursive: true });
  const target = path.join(root, 'v1', `${file}.json`);
  const json = JSON.parse(fs.readFileSync(target, 'utf8'));
  mutate(json);
  fs.writeFileSync(target, JSON.stringify(json));
  return () => loadQuestionnaires('v1', root);
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (err) {
    if (err instanceof QuestionnaireContentError) return err.problems;
    throw err;
  }
  throw new Error('expected the content to be refused');
}

/**
 * Each version's fingerprint as it landed. v3 took the corrections made to v2's texts after v2 had
 * landed, and translations that said less or other than the English (decision 018).
 */
const LANDED = { v1: '78e716e7c2708416', v2: 'b65ff6e808b79e2e', v3: 'e9e410ced36bdcff' };

it('keeps every version as it landed (decision 006: a change of content is a new version)', () => {
  expect(versionFingerprints(path.join(__dirname, 'content'))).toEqual(LANDED);
});

describe(`questionnaire content ${CURRENT_VERSION} (new responses)`, () => {
  it.each(LANGUAGES)('uses the glossary terms (%s)', (language) => {
    const content = loadQuestionnaires(CURRENT_VERSION);
    expect(contentGlossaryProblems(language, content)).toEqual([]);
  });
});

describe('questionnaire content v1', () => {
  const content = loadQuestionnaires('v1');

  it('has two pages of sliders, split at question_id 18', () => {
    const se = content.slider['self-efficacy'].questions.map((q) => q.question_id);
    expect(se).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const ps = content.slider['psychological-safety'].questions.map((q) => q.question_id);
    expect(ps.filter((id) => id < PAGE_SPLIT)).toHaveLength(7);
    expect(ps.filter((id) => id >= PAGE_SPLIT)).toHaveLength(7);
  });

  it('localizes sliders with every language and surveys in one', () => {
    const [first] = localizeSlider(content.slider['self-efficacy']);
    expect(first).toEqual({
      id: 1,
      question_id: 1,
      question_text: 'I can define a problem clearly before looking for solutions.',
      spanish_text: expect.stringContaining('problema'),
      portuguese_text: expect.stringContaining('problema'),
      korean_text: expect.stringContaining('문제'),
    });
    const survey = localizeSurvey(content.survey['post-class-survey'], 'SPA');
    expect(survey[0]).toMatchObject({ question_id: 1, type: 'numeric', options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] });
    expect(survey[0].question_text).toMatch(/^¿Qué probabilidad/);
    expect(survey.find((q) => q.type === 'options')?.options[0]).toBe('Excelente');
    expect(survey.find((q) => q.type === 'text')?.options).toEqual([]);
  });

  it('has names and minutes for the portal, in every language', () => {
    for (const listing of [...Object.values(content.slider), ...Object.values(content.survey)]) {
      expect(listing.minutes).toBeGreaterThan(0);
      for (const lang of LANGUAGES) expect(listing.name[lang]).toBeTruthy();
    }
    expect(SURVEY_KINDS.map((k) => content.survey[k].questions.length).every((n) => n >= 6)).toBe(true);
  });

  it('keys every knowledge question, mixing single and multiple answers', () => {
    const { questions } = content.survey.knowledge;
    expect(Object.keys(content.knowledgeKey).sort()).toEqual(questions.map((q) => String(q.question_id)).sort());
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['options', 'multi']));
  });
});

describe('loadQuestionnaires refuses broken content, naming every problem', () => {
  it('a missing translation and a duplicate id', () => {
    const problems = problemsOf(loadBroken('self-efficacy', (json) => {
      delete json.questions[0].text.KOR;
      json.questions[1].question_id = 1;
    }));
    expect(problems).toEqual([
      'self-efficacy.questions[0].text.KOR: missing or empty translation',
      'self-efficacy.questions[1].question_id: missing or duplicate positive integer id',
    ]);
  });

  it('a slider questionnaire with one page only', () => {
    const problems = problemsOf(loadBroken('psychological-safety', (json) => {
      json.questions = json.questions.filter((q: Json) => q.question_id < 18);
    }));
    expect(problems).toEqual(['psychological-safety.questions: needs ids below 18 (page one) and from 18 (page two)']);
  });

  it('survey types, options and scales', () => {
    const problems = problemsOf(loadBroken('post-class-survey', (json) => {
      json.questions[0].scale = [1, 30];
      json.questions[3].options[1].ENG = '2';
      json.questions[4].type = 'multi';
      json.questions[6].type = 'dropdown';
    }));
    expect(problems).toEqual([
      'post-class-survey.questions[0].scale: must be [min, max], whole numbers from 0, at most 11 points',
      'post-class-survey.questions[3].options: an option text must not be a bare number',
      'post-class-survey.questions[4].type: multi is for knowledge questions only',
      'post-class-survey.questions[6].type: must be one of numeric, options, multi, text',
    ]);
  });

  it('an answer key that misses, invents or mis-sizes entries', () => {
    const problems = problemsOf(loadBroken('knowledge-key', (json) => {
      delete json['1'];
      json['3'] = [0, 1];
      json['5'] = [9];
      json['99'] = [0];
    }));
    expect(problems).toEqual([
      'knowledge-key: no entry for question 1',
      'knowledge-key.3: a single-answer question has exactly one correct option',
      'knowledge-key.5: must list unique option indexes from 0 to 3',
      'knowledge-key.99: not a knowledge question',
    ]);
  });

  it('an unreadable file or version name', () => {
    expect(problemsOf(loadBroken('reflection', (json) => { json.questions = []; }))).toEqual(['reflection.questions: must be a non-empty list']);
    expect(() => loadQuestionnaires('latest')).toThrow(QuestionnaireContentError);
    expect(() => loadQuestionnaires('v9')).toThrow(/self-efficacy.json/);
  });
});
