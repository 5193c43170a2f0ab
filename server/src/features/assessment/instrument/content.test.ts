import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from 'shared-api/contract';
import { contentGlossaryProblems } from 'shared-api/texts/glossary';
import {
  CURRENT_VERSION, freeTextFields, InstrumentError, loadInstrument, localizeDemographics, localizeQuestions, sevenPointScale,
} from './content';
import { versionFingerprints } from '../../../test/versions';
import { STANDARD_DEMOGRAPHIC_FIELDS } from './validate';

/** Raw JSON being deliberately broken; typing it would only get in the way. */
type Json = Record<string, any>;

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Copies v1 under a temporary root, lets `mutate` break one file, and returns the loader. */
function loadBroken(file: string, mutate: (json: Json) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'instrument-'));
  copies.push(root);
  fs.cpSync(path.join(__dirname, 'v1'), path.join(root, 'v1'), { recursive: true });
  const target = path.join(root, 'v1', `${file}.json`);
  const json = JSON.parse(fs.readFileSync(target, 'utf8'));
  mutate(json);
  fs.writeFileSync(target, JSON.stringify(json));
  return () => loadInstrument('v1', root);
}

/**
 * Each version's fingerprint as it landed. v3 took the corrections made to v2's texts after v2 had
 * landed, and translations that said less or other than the English (decision 018).
 */
const LANDED = { v1: '6195d2762c916328', v2: '16a484709a4ffc0c', v3: 'a0b6676c1b2388ae' };

it('keeps every version as it landed (decision 006: a change of content is a new version)', () => {
  expect(versionFingerprints(__dirname)).toEqual(LANDED);
});

describe(`instrument content ${CURRENT_VERSION} (new responses)`, () => {
  const instrument = loadInstrument(CURRENT_VERSION);

  it.each(LANGUAGES)('uses the glossary terms (%s)', (language) => {
    expect(contentGlossaryProblems(language, instrument)).toEqual([]);
  });

  it('names the demographics fields typed into, which anonymising drops, and no chosen one', () => {
    expect([...freeTextFields(instrument)].sort()).toEqual(['AFSC', 'comments', 'group', 'major', 'rank', 'role', 'squadron']);
  });

  it('tells the Portuguese reader the time the timer gives (a departure from SPEC 9)', () => {
    const brpt = localizeQuestions(instrument, 'BRPT');
    expect(brpt[2].instruction).toMatch(/^Você tem três minutos\./);
    expect(brpt[4].instruction).toMatch(/^Você tem cinco minutos\./);
  });
});

describe('instrument content v1', () => {
  const instrument = loadInstrument('v1');

  it('has the eight areas in the fixed order', () => {
    expect(instrument.areas.map((a) => a.id)).toEqual([
      'innovation_process', 'concept_generation', 'flexibility_adaptation', 'managing_uncertainty',
      'adapting_leadership', 'advocacy', 'inquiring', 'dialoging',
    ]);
    expect(instrument.areas[4].name.ENG).toBe('Adapting Leadership Style');
  });

  it('puts a five-minute freeform page at index 4 and demographics last', () => {
    const { questions } = instrument.assessment;
    expect(questions[4]).toMatchObject({ type: 'freeform', seconds: 300 });
    expect(questions.filter((q) => q.type === 'freeform').map((q) => q.seconds)).toEqual([180, 300]);
    expect(questions[questions.length - 1]).toMatchObject({ type: 'demographics', statements: [] });
  });

  it('mixes areas on every rated page and reverse-keys some items of each scale', () => {
    for (const page of instrument.assessment.questions.filter((q) => q.statements.length)) {
      expect(page.statements.length).toBeGreaterThanOrEqual(6);
      expect(page.statements.length).toBeLessThanOrEqual(10);
      const areas = new Set(page.statements.map((s) => instrument.key.statements[s.id].area));
      expect(areas.size).toBeGreaterThan(4);
    }
    expect(Object.values(instrument.key.statements).filter((k) => k.reverse).length).toBeGreaterThanOrEqual(8);
    expect(Object.values(instrument.key.reassessment).filter((k) => k.reverse).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the questions in the response shape of one language', () => {
    const spa = localizeQuestions(instrument, 'SPA');
    expect(spa).toHaveLength(instrument.assessment.questions.length);
    expect(spa[0]).toEqual({
      id: 'agree_1',
      type: 'agree1to7',
      prompt: 'Indique en qué medida está de acuerdo o en desacuerdo con cada afirmación.',
      statements: expect.arrayContaining(['Puedo generar muchas ideas diferentes para resolver un problema.']),
    });
    expect(spa[0].statements).toHaveLength(8);
    expect(spa[2]).toMatchObject({ seconds: 180, statements: [] });
    expect(spa[2].instruction).toMatch(/^Tiene tres minutos\./);
  });

  it('fills {minutes} from the timer, except in Portuguese which always says three minutes (SPEC 9)', () => {
    const eng = localizeQuestions(instrument, 'ENG');
    expect(eng[2].instruction).toMatch(/^You have three minutes\./);
    expect(eng[4].instruction).toMatch(/^You have five minutes\./);
    expect(localizeQuestions(instrument, 'SPA')[4].instruction).toMatch(/^Tiene cinco minutos\./);
    expect(localizeQuestions(instrument, 'KOR')[4].instruction).toMatch(/^제한 시간은 5분입니다\./);
    const brpt = localizeQuestions(instrument, 'BRPT');
    expect(brpt[2].instruction).toMatch(/^Você tem três minutos\./);
    expect(brpt[4].instruction).toBe(brpt[2].instruction);
    expect(eng[0]).not.toHaveProperty('instruction');
  });

  it('localizes the demographics forms with their option sets', () => {
    const standard = localizeDemographics(instrument, 'ENG');
    expect(standard.fields.map((f) => f.id)).toEqual(STANDARD_DEMOGRAPHIC_FIELDS);
    const age = standard.fields.find((f) => f.id === 'age')!;
    expect(age.options!.map((o) => o.label)).toEqual([
      '< 15', '15-19', '20-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65-69',
      '70-74', '75-79', '80-84', '85-89', '90+',
    ]);
    expect(standard.fields.find((f) => f.id === 'reports')).toMatchObject({ kind: 'number', min: 0, required: true });
    expect(standard.fields.find((f) => f.id === 'department')).toMatchObject({ kind: 'select', optionsFrom: 'departments' });
    const happy = localizeDemographics(instrument, 'KOR').fields.find((f) => f.id === 'happy')!;
    expect(happy.options!.map((o) => o.value)).toEqual(['yes', 'no', 'unsure', 'prefer_not']);
    expect(happy.label).toBe('현재 직무에 만족하십니까?');

    const academy = localizeDemographics(instrument, 'SPA', { academyQuestion: true });
    expect(academy.fields.at(-1)).toMatchObject({ id: 'academyGraduate', options: [{ value: 'yes', label: 'Sí' }, { value: 'no', label: 'No' }] });

    const post = localizeDemographics(instrument, 'BRPT', { form: 'postAssessment' });
    expect(post.title).toBe('Perguntas pós-avaliação');
    expect(post.fields.length).toBeLessThanOrEqual(9);
    expect(post.fields.find((f) => f.id === 'age')!.options!.map((o) => o.label)).toEqual([
      '17-20', '21-25', '26-30', '31-35', '36-40', '41-45', '46-50', '51+',
    ]);
  });

  it('has the seven-point scale in every language', () => {
    expect(sevenPointScale(instrument, 'ENG').map((p) => p.label)).toEqual([
      'Strongly Disagree', 'Disagree', 'Somewhat Disagree', 'Neutral', 'Somewhat Agree', 'Agree', 'Strongly Agree',
    ]);
    for (const lang of LANGUAGES) expect(new Set(sevenPointScale(instrument, lang).map((p) => p.label)).size).toBe(7);
    expect(instrument.reassessment.questions.length).toBeGreaterThanOrEqual(24);
  });
});

describe('instrument content validation', () => {
  it.each<[string, string, (j: Json) => void, string]>([
    ['a missing translation', 'assessment', (j) => delete j.questions[0].statements[0].text.KOR,
      'assessment.questions[0].statements[0].text.KOR: missing or empty translation'],
    ['an empty growth text', 'areas', (j) => (j.areas[2].growth[1].SPA = '  '), 'areas.areas[2].growth[1].SPA'],
    ['only two growth texts', 'areas', (j) => j.areas[0].growth.pop(), 'areas.areas[0].growth: must have 3 entries, has 2'],
    ['a statement without a key', 'key', (j) => delete j.statements.cg1, 'key.statements: no entry for cg1'],
    ['a key for no statement', 'key', (j) => (j.statements.zz9 = { area: 'advocacy', reverse: false, weight: 1 }),
      'key.statements.zz9: not an item of this instrument'],
    ['a key with an unknown area', 'key', (j) => (j.statements.ip1.area = 'creativity'), 'key.statements.ip1.area: unknown area'],
    ['a missing reverse flag', 'key', (j) => delete j.reassessment['6'].reverse, 'key.reassessment.6.reverse'],
    ['a freeform page without a key', 'key', (j) => delete j.freeform.freeform_uses, 'key.freeform: no entry for freeform_uses'],
    ['no freeform page at index 4', 'assessment', (j) => j.questions.splice(3, 0, j.questions.splice(4, 1)[0]),
      'assessment.questions[4].type: must be freeform'],
    ['demographics not last', 'assessment', (j) => j.questions.push(j.questions.shift()),
      'the demographics page must be the last item'],
    ['a wrong timer', 'assessment', (j) => (j.questions[4].seconds = 180), 'assessment.questions[4].seconds: must be 300'],
    ['a duplicate statement id', 'assessment', (j) => (j.questions[1].statements[0].id = 'cg1'), 'questions[1].statements[0].id: missing or duplicate id'],
    ['a missing demographic field', 'demographics', (j) => (j.forms.standard.fields = j.forms.standard.fields.filter((f: Json) => f.id !== 'AFSC')),
      'demographics.forms.standard.fields: missing AFSC'],
    ['an unknown option set', 'demographics', (j) => (j.academyQuestion.options = 'maybe'), 'demographics.academyQuestion.options: unknown option set'],
    ['a missing Portuguese reassessment text', 'reassessment', (j) => delete j.questions[3].portuguese_text,
      'reassessment.questions[3].portuguese_text'],
    ['a six-point scale', 'reassessment', (j) => j.scale.pop(), 'reassessment.scale: must have 7 entries, has 6'],
    ['a missing report title', 'report', (j) => delete j.radarTitle, 'report.radarTitle'],
  ])('rejects %s', (_label, file, mutate, expected) => {
    const load = loadBroken(file, mutate);
    expect(load).toThrow(InstrumentError);
    expect(load).toThrow(expected);
  });

  it('collects every problem before throwing', () => {
    const load = loadBroken('key', (j) => {
      delete j.statements.ip1;
      delete j.statements.dl6;
    });
    try {
      load();
      throw new Error('expected a failure');
    } catch (err) {
      expect((err as InstrumentError).problems).toEqual(['key.statements: no entry for ip1', 'key.statements: no entry for dl6']);
    }
  });

  it('rejects unreadable JSON and malformed version names', () => {
    const load = loadBroken('key', () => undefined);
    fs.writeFileSync(path.join(copies.at(-1)!, 'v1', 'key.json'), '{ "statements": ');
    expect(load).toThrow(/key\.json: /);
    expect(() => loadInstrument('../v1')).toThrow('version must look like v1');
    expect(() => loadInstrument('v9')).toThrow(InstrumentError);
  });
});
