import fs from 'node:fs';
import path from 'node:path';
import type { Language } from 'shared-api/contract';
import type {
  DemographicField, Instrument, LocalizedField, LocalizedForm, LocalizedQuestion, ScalePoint,
} from './types';
import { InstrumentError, validateInstrument } from './validate';

export * from './types';
export { InstrumentError, validateInstrument } from './validate';

/** The version new responses are taken with; responses store the version they answered. */
export const CURRENT_VERSION = 'v3';

const FILES = ['areas', 'assessment', 'demographics', 'reassessment', 'key', 'report'] as const;
const cache = new Map<string, Instrument>();

/**
 * Reads and validates one content version (a folder of JSON files beside this module). `root`
 * exists for tests that load deliberately broken copies. Versions are immutable, so the result
 * is cached for the life of the process.
 */
export function loadInstrument(version = CURRENT_VERSION, root = __dirname): Instrument {
  if (!/^v\d+$/.test(version)) throw new InstrumentError(version, ['version must look like v1, v2, ...']);
  const dir = path.join(root, version);
  const cached = cache.get(dir);
  if (cached) return cached;
  const raw: Record<string, unknown> = {};
  for (const file of FILES) {
    const filePath = path.join(dir, `${file}.json`);
    try {
      raw[file] = JSON.parse(fs.readFileSync(filePath, 'utf8'));
    } catch (err) {
      throw new InstrumentError(version, [`${file}.json: ${(err as Error).message}`]);
    }
  }
  const instrument = validateInstrument(version, raw);
  cache.set(dir, instrument);
  return instrument;
}

/**
 * The demographics fields a person types into (text and textarea): what anonymising drops, since
 * they may name the person; chosen options and numbers stay for the statistics.
 */
export function freeTextFields({ demographics }: Instrument): Set<string> {
  const fields = [...demographics.forms.standard.fields, ...demographics.forms.postAssessment.fields, demographics.academyQuestion];
  return new Set(fields.filter((field) => field.kind === 'text' || field.kind === 'textarea').map((field) => field.id));
}

/**
 * The main assessment in one language, in the shape of the questions call (SPEC.md section 7).
 * Freeform pages carry their timer and instruction, with {minutes} filled from the timer.
 */
export function localizeQuestions(instrument: Instrument, language: Language): LocalizedQuestion[] {
  const { questions, freeformInstructions, minuteWords } = instrument.assessment;
  return questions.map((page) => {
    const question: LocalizedQuestion = {
      id: page.id,
      type: page.type,
      prompt: page.prompt[language],
      statements: page.statements.map((s) => s.text[language]),
    };
    if (page.type === 'freeform' && page.seconds !== undefined) {
      question.seconds = page.seconds;
      const minutes = String(page.seconds / 60);
      question.instruction = freeformInstructions[language].replaceAll('{minutes}', minuteWords?.[language]?.[minutes] ?? minutes);
    }
    return question;
  });
}

export type DemographicFormName = 'standard' | 'postAssessment';

/**
 * A demographics form in one language, with option sets expanded. `academyQuestion` mirrors the
 * team setting of that name and appends the academy-graduate question to the standard form.
 */
export function localizeDemographics(
  instrument: Instrument,
  language: Language,
  options: { form?: DemographicFormName; academyQuestion?: boolean } = {},
): LocalizedForm {
  const { forms, academyQuestion } = instrument.demographics;
  const formName = options.form ?? 'standard';
  const form = forms[formName];
  const fields = options.academyQuestion && formName === 'standard' ? [...form.fields, academyQuestion] : form.fields;
  return { title: form.title[language], fields: fields.map((f) => localizeField(instrument, f, language)) };
}

function localizeField(instrument: Instrument, field: DemographicField, language: Language): LocalizedField {
  const out: LocalizedField = { id: field.id, kind: field.kind, label: field.label[language], required: field.required };
  if (field.options) {
    out.options = instrument.demographics.optionSets[field.options].map((o) => ({ value: o.value, label: o.label[language] }));
  }
  if (field.optionsFrom) out.optionsFrom = field.optionsFrom;
  if (field.min !== undefined) out.min = field.min;
  return out;
}

/** The 1-7 scale labels in one language, for the reassessment table header. */
export function sevenPointScale(instrument: Instrument, language: Language): { value: number; label: string }[] {
  return instrument.reassessment.scale.map((p: ScalePoint) => ({ value: p.value, label: p.label[language] }));
}
