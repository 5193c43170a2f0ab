import type { Kysely } from 'kysely';
import type { AssessmentQuestion, DemographicFieldView, DepartmentNode, Language, QuestionsResponse } from 'shared-api/contract';
import type { DB, DepartmentNode as StoredDepartment, User } from '../../db/types';
import { CURRENT_VERSION, loadInstrument, localizeDemographics, localizeQuestions, type Instrument } from './instrument/content';

export interface TeamForm {
  form: 'standard' | 'postAssessment';
  title: string;
  fields: DemographicFieldView[];
  departments: DepartmentNode[];
}

/** The stored tree may omit `children`; the contract always has them. */
export function normalizeTree(nodes: StoredDepartment[]): DepartmentNode[] {
  return nodes.map((n) => ({ name: n.name, children: normalizeTree(n.children ?? []) }));
}

/** Every department as one option whose value and label are its path ("Operations / Logistics"). */
export function departmentOptions(nodes: DepartmentNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((n) => {
    const path = prefix ? `${prefix} / ${n.name}` : n.name;
    return [{ value: path, label: path }, ...departmentOptions(n.children, path)];
  });
}

/** The standard form's fields that only a military organisation can answer (issue 22): a civilian team's form leaves them out. */
const MILITARY_FIELDS: ReadonlySet<string> = new Set(['squadron', 'AFSC', 'rank']);

/**
 * The demographics form of the user's team: 'postAssessment' when the team setting
 * post_assessment_form is on, else 'standard' (plus the academy question when academy_question,
 * less the military fields when civilian_form).
 * The department field's options come from the team's tree; a team without departments has no
 * department field, since nobody could answer it.
 */
export async function findTeamForm({ db, user, instrument, language }: {
  db: Kysely<DB>;
  user: User;
  instrument: Instrument;
  language: Language;
}): Promise<TeamForm> {
  const team = await db
    .selectFrom('teams')
    .select(['departments', 'post_assessment_form', 'academy_question', 'civilian_form'])
    .where('id', '=', user.team_id)
    .executeTakeFirstOrThrow();
  const departments = normalizeTree(team.departments);
  const form = team.post_assessment_form ? 'postAssessment' : 'standard';
  const localized = localizeDemographics(instrument, language, { form, academyQuestion: team.academy_question });
  const fields = localized.fields.flatMap((f): DemographicFieldView[] => {
    if (team.civilian_form && MILITARY_FIELDS.has(f.id)) return [];
    const { optionsFrom, ...view } = f;
    if (optionsFrom !== 'departments') return [view];
    const options = departmentOptions(departments);
    return options.length ? [{ ...view, options }] : [];
  });
  return { form, title: localized.title, fields, departments };
}

/** The main assessment in the user's language, the demographics page (last) carrying its form. */
export async function findQuestions({ db, user }: { db: Kysely<DB>; user: User }): Promise<QuestionsResponse> {
  const instrument = loadInstrument(CURRENT_VERSION);
  const language = user.language;
  const teamForm = await findTeamForm({ db, user, instrument, language });
  const questions: AssessmentQuestion[] = localizeQuestions(instrument, language).map((q) =>
    q.type === 'demographics' ? { ...q, form: teamForm.form, title: teamForm.title, fields: teamForm.fields } : q,
  );
  return { questions, departments: teamForm.departments, teamID: user.team_id, language, version: instrument.version };
}
