import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { INSTRUMENT_VERSION, loadInstrument } from '../assessment';

/**
 * results.tsv's header in `language`: who, when, then the area scores of the assessment and of
 * the reassessment, in the instrument's area order (the results report's areas and scoring: the
 * scores stored with each response when it was scored).
 */
export function resultsHeader(language: Language): string[] {
  const areas = loadInstrument(INSTRUMENT_VERSION).areas.map((a) => a.name[language]);
  return [
    translate(language, 'downloads.col.name'),
    translate(language, 'downloads.col.email'),
    translate(language, 'downloads.col.department'),
    translate(language, 'downloads.col.cohort'),
    translate(language, 'downloads.col.registered'),
    translate(language, 'downloads.col.assessmentFinished'),
    translate(language, 'downloads.col.reassessmentFinished'),
    ...areas.map((area) => translate(language, 'downloads.col.assessmentArea', { area })),
    ...areas.map((area) => translate(language, 'downloads.col.reassessmentArea', { area })),
  ];
}

const RESPONSES_COLUMNS = [
  'downloads.col.name', 'downloads.col.email', 'downloads.col.questionnaire', 'downloads.col.question', 'downloads.col.statement', 'downloads.col.value',
] as const;

/** responses.tsv's header in `language`: who, then what was asked and answered. */
export const responsesHeader = (language: Language): string[] => RESPONSES_COLUMNS.map((key) => translate(language, key));
