import type { Candidate } from './decide';
import type { Measure } from './leaks';

/** A person of the team as one reading of the report sees them. */
export interface Person {
  id: number;
  cohortId: number | null;
  /** As given in their assessment; null for none. */
  department: string | null;
  assessment: boolean;
  reassessment: boolean;
}

/** Whose figure: the whole team (cohort null) or one cohort; all of it, or one department's paired people. */
export interface FigureOf {
  cohortId: number | null;
  measure: Measure;
  department: string | null;
}

export const figureId = ({ cohortId, measure, department }: FigureOf): string => JSON.stringify([cohortId, measure, department]);

export type ReportCandidate = Candidate & { of: FigureOf };

const MEASURES: Measure[] = ['change', 'assessment', 'reassessment'];

export const inMeasure = (person: Person, measure: Measure): boolean =>
  measure === 'change' ? person.assessment && person.reassessment : person[measure];

/**
 * What a reader loses with each figure, most first: the team's change, its waves (the baseline a
 * programme is read against before the reassessment), then each cohort's, then departments.
 */
function worth({ cohortId, measure, department }: FigureOf): number {
  const level = department !== null ? (cohortId === null ? 1 : 0) : cohortId === null ? 3 : 2;
  return level * MEASURES.length + (MEASURES.length - MEASURES.indexOf(measure));
}

/**
 * Every figure the team's reports can show, whoever asks which: the whole team's and each
 * cohort's waves and change, and the change of each department within each of them.
 */
export function reportCandidates(people: readonly Person[], cohortIds: readonly number[]): ReportCandidate[] {
  const candidates: ReportCandidate[] = [];
  const add = (of: FigureOf, members: number[]) => candidates.push({ id: figureId(of), measure: of.measure, members, worth: worth(of), of });
  for (const cohortId of [null, ...cohortIds]) {
    const audience = cohortId === null ? people : people.filter((p) => p.cohortId === cohortId);
    for (const measure of MEASURES) add({ cohortId, measure, department: null }, audience.filter((p) => inMeasure(p, measure)).map((p) => p.id));
    const departments = new Map<string, number[]>();
    for (const person of audience) {
      if (person.department === null || !inMeasure(person, 'change')) continue;
      const members = departments.get(person.department);
      if (members) members.push(person.id);
      else departments.set(person.department, [person.id]);
    }
    for (const [department, members] of departments) add({ cohortId, measure: 'change', department }, members);
  }
  return candidates;
}

/** The figures a report of this audience shows: its own, and for the whole team each cohort's change. */
export const servedBy = (of: FigureOf, cohortId: number | null): boolean =>
  of.cohortId === cohortId || (cohortId === null && of.measure === 'change' && of.department === null);
