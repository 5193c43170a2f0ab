import { isPlainObject, LANGUAGES } from 'shared-api/contract';
import { FIELD_KINDS, QUESTION_TYPES, type Instrument } from './types';

/** SPEC.md section 9: question index 4 gets five minutes, every other freeform page three. */
export const LONG_FREEFORM_INDEX = 4;
export const LONG_FREEFORM_SECONDS = 300;
export const FREEFORM_SECONDS = 180;

/** Fewer items than this per area makes an area score too unreliable to report. */
const MIN_ASSESSMENT_ITEMS_PER_AREA = 4;
const MIN_REASSESSMENT_ITEMS_PER_AREA = 3;

/** SPEC.md section 3: every one must be on the Demographic Info page. */
export const STANDARD_DEMOGRAPHIC_FIELDS = [
  'department', 'role', 'years', 'age', 'english', 'group', 'squadron', 'AFSC', 'rank', 'yearsService', 'sex',
  'contact', 'managed', 'manageNow', 'reports', 'trainedDesign', 'trainedLeadership', 'roleInnovative',
  'manageProjects', 'skillsUsedFully', 'happy', 'comments',
];

const SEVEN_POINT_TEXTS = ['question_text', 'spanish_text', 'korean_text', 'portuguese_text'] as const;

/** A content file that breaks the instrument's invariants; a deployment bug, never a user error. */
export class InstrumentError extends Error {
  constructor(readonly version: string, readonly problems: string[]) {
    super(`Instrument ${version} is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'InstrumentError';
  }
}

type Json = Record<string, unknown>;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asObject = (v: unknown): Json => (isPlainObject(v) ? v : {});

/**
 * Checks raw JSON (as read from a version folder) and returns it typed. Collects every problem
 * before throwing, so a content author fixes a broken copy in one pass.
 */
export function validateInstrument(version: string, raw: Record<string, unknown>): Instrument {
  const problems: string[] = [];
  const fail = (path: string, message: string) => problems.push(`${path}: ${message}`);

  const localized = (path: string, v: unknown) => {
    if (!isPlainObject(v)) return fail(path, 'must be an object with ENG, SPA, KOR and BRPT texts');
    for (const lang of LANGUAGES) if (!isText(v[lang])) fail(`${path}.${lang}`, 'missing or empty translation');
  };
  const list = (path: string, v: unknown, min: number, max = Infinity): unknown[] => {
    if (!Array.isArray(v)) fail(path, 'must be a list');
    else if (v.length < min || v.length > max) fail(path, `must have ${min === max ? min : `${min} to ${max}`} entries, has ${v.length}`);
    return asArray(v);
  };

  // areas.json
  const areaIds: string[] = [];
  list('areas.areas', asObject(raw.areas).areas, 1).forEach((a, i) => {
    const area = asObject(a);
    const path = `areas.areas[${i}]`;
    if (!isText(area.id) || areaIds.includes(area.id)) fail(`${path}.id`, 'missing or duplicate id');
    else areaIds.push(area.id);
    localized(`${path}.name`, area.name);
    localized(`${path}.description`, area.description);
    list(`${path}.growth`, area.growth, 3, 3).forEach((t, j) => localized(`${path}.growth[${j}]`, t));
    list(`${path}.recommendations`, area.recommendations, 3, 4).forEach((t, j) => localized(`${path}.recommendations[${j}]`, t));
  });

  // assessment.json
  const assessment = asObject(raw.assessment);
  localized('assessment.freeformInstructions', assessment.freeformInstructions);
  const pages = list('assessment.questions', assessment.questions, LONG_FREEFORM_INDEX + 2);
  const pageIds = new Set<string>();
  const ratedIds: string[] = [];
  const freeformIds: string[] = [];
  pages.forEach((p, i) => {
    const page = asObject(p);
    const path = `assessment.questions[${i}]`;
    if (!isText(page.id) || pageIds.has(page.id)) fail(`${path}.id`, 'missing or duplicate id');
    else pageIds.add(page.id);
    if (!QUESTION_TYPES.includes(page.type as never)) fail(`${path}.type`, `must be one of ${QUESTION_TYPES.join(', ')}`);
    localized(`${path}.prompt`, page.prompt);
    const rated = page.type === 'agree1to7' || page.type === 'howoften';
    const statements = list(`${path}.statements`, page.statements, rated ? 1 : 0, rated ? Infinity : 0);
    statements.forEach((s, j) => {
      const statement = asObject(s);
      if (!isText(statement.id) || ratedIds.includes(statement.id)) fail(`${path}.statements[${j}].id`, 'missing or duplicate id');
      else ratedIds.push(statement.id);
      localized(`${path}.statements[${j}].text`, statement.text);
    });
    if (page.type === 'freeform') {
      if (isText(page.id)) freeformIds.push(page.id);
      const seconds = i === LONG_FREEFORM_INDEX ? LONG_FREEFORM_SECONDS : FREEFORM_SECONDS;
      if (page.seconds !== seconds) fail(`${path}.seconds`, `must be ${seconds}`);
    } else if (page.seconds !== undefined) fail(`${path}.seconds`, 'only freeform pages are timed');
    const last = i === pages.length - 1;
    if ((page.type === 'demographics') !== last) fail(`${path}.type`, 'the demographics page must be the last item and only there');
  });
  if (pages.length > LONG_FREEFORM_INDEX && asObject(pages[LONG_FREEFORM_INDEX]).type !== 'freeform') {
    fail(`assessment.questions[${LONG_FREEFORM_INDEX}].type`, 'must be freeform (the five-minute task)');
  }

  // reassessment.json
  const reassessment = asObject(raw.reassessment);
  list('reassessment.scale', reassessment.scale, 7, 7).forEach((p, i) => {
    const point = asObject(p);
    if (point.value !== i + 1) fail(`reassessment.scale[${i}].value`, `must be ${i + 1}`);
    localized(`reassessment.scale[${i}].label`, point.label);
  });
  const reIds: string[] = [];
  list('reassessment.questions', reassessment.questions, 1).forEach((q, i) => {
    const question = asObject(q);
    const path = `reassessment.questions[${i}]`;
    if (!Number.isInteger(question.id) || reIds.includes(String(question.id))) fail(`${path}.id`, 'missing or duplicate integer id');
    else reIds.push(String(question.id));
    for (const field of SEVEN_POINT_TEXTS) if (!isText(question[field])) fail(`${path}.${field}`, 'missing or empty text');
  });

  // key.json: the key and the content must describe exactly the same items.
  const key = asObject(raw.key);
  const matchKeys = (section: string, itemIds: string[], minPerArea: number, check: (path: string, entry: Json) => void) => {
    const entries = asObject(key[section]);
    for (const id of itemIds) if (!(id in entries)) fail(`key.${section}`, `no entry for ${id}`);
    const perArea = new Map<string, number>();
    for (const [id, value] of Object.entries(entries)) {
      const path = `key.${section}.${id}`;
      if (!itemIds.includes(id)) fail(path, 'not an item of this instrument');
      const entry = asObject(value);
      if (!areaIds.includes(entry.area as string)) fail(`${path}.area`, 'unknown area');
      if (!(typeof entry.weight === 'number' && entry.weight > 0)) fail(`${path}.weight`, 'must be a positive number');
      check(path, entry);
      perArea.set(entry.area as string, (perArea.get(entry.area as string) ?? 0) + 1);
    }
    for (const area of areaIds) {
      if ((perArea.get(area) ?? 0) < minPerArea) fail(`key.${section}`, `area ${area} needs at least ${minPerArea} items`);
    }
  };
  const reverseFlag = (path: string, entry: Json) => {
    if (typeof entry.reverse !== 'boolean') fail(`${path}.reverse`, 'must be true or false');
  };
  matchKeys('statements', ratedIds, MIN_ASSESSMENT_ITEMS_PER_AREA, reverseFlag);
  matchKeys('reassessment', reIds, MIN_REASSESSMENT_ITEMS_PER_AREA, reverseFlag);
  matchKeys('freeform', freeformIds, 0, (path, entry) => {
    if (!(typeof entry.target === 'number' && entry.target > 0)) fail(`${path}.target`, 'must be a positive number');
  });

  // demographics.json
  const demographics = asObject(raw.demographics);
  const optionSets = asObject(demographics.optionSets);
  for (const [name, options] of Object.entries(optionSets)) {
    const values = new Set<string>();
    list(`demographics.optionSets.${name}`, options, 2).forEach((o, i) => {
      const option = asObject(o);
      if (!isText(option.value) || values.has(option.value)) fail(`demographics.optionSets.${name}[${i}].value`, 'missing or duplicate value');
      else values.add(option.value);
      localized(`demographics.optionSets.${name}[${i}].label`, option.label);
    });
  }
  const field = (path: string, f: unknown): string | undefined => {
    const def = asObject(f);
    if (!isText(def.id)) fail(`${path}.id`, 'missing id');
    if (!FIELD_KINDS.includes(def.kind as never)) fail(`${path}.kind`, `must be one of ${FIELD_KINDS.join(', ')}`);
    localized(`${path}.label`, def.label);
    if (typeof def.required !== 'boolean') fail(`${path}.required`, 'must be true or false');
    const source = (def.options !== undefined ? 1 : 0) + (def.optionsFrom !== undefined ? 1 : 0);
    if (def.kind === 'select' && source !== 1) fail(path, 'a select needs exactly one of options or optionsFrom');
    if (def.kind !== 'select' && source !== 0) fail(path, 'only a select has options');
    if (def.options !== undefined && !(isText(def.options) && def.options in optionSets)) fail(`${path}.options`, 'unknown option set');
    if (def.optionsFrom !== undefined && def.optionsFrom !== 'departments') fail(`${path}.optionsFrom`, 'must be departments');
    return isText(def.id) ? def.id : undefined;
  };
  const forms = asObject(demographics.forms);
  for (const name of ['standard', 'postAssessment']) {
    const form = asObject(forms[name]);
    localized(`demographics.forms.${name}.title`, form.title);
    const ids = list(`demographics.forms.${name}.fields`, form.fields, 1).map((f, i) => field(`demographics.forms.${name}.fields[${i}]`, f));
    if (new Set(ids).size !== ids.length) fail(`demographics.forms.${name}.fields`, 'duplicate field id');
    if (name === 'standard') {
      for (const id of STANDARD_DEMOGRAPHIC_FIELDS) if (!ids.includes(id)) fail('demographics.forms.standard.fields', `missing ${id}`);
    }
  }
  field('demographics.academyQuestion', demographics.academyQuestion);

  // report.json
  const report = asObject(raw.report);
  for (const name of ['radarTitle', 'comparisonTitle', 'before', 'after']) localized(`report.${name}`, report[name]);

  if (problems.length) throw new InstrumentError(version, problems);
  // areas.json wraps its list in { areas } so the file can grow other top-level fields later.
  return { ...raw, version, areas: asObject(raw.areas).areas } as unknown as Instrument;
}
