import type { Kysely } from 'kysely';
import type { ReassessmentQuestionsResponse } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { CURRENT_VERSION, loadInstrument, sevenPointScale } from './instrument/content';
import { normalizeTree } from './findQuestions';

/**
 * The seven-point questions carry all four texts (SPEC.md field names); the scale is localized.
 * Someone with no reassessment open (and not admin) gets active:false and no questions: the
 * client sends them to /assessment (SPEC.md section 4).
 */
export async function findReassessmentQuestions({ db, user, active, admin }: {
  db: Kysely<DB>;
  user: User;
  active: boolean;
  admin: boolean;
}): Promise<ReassessmentQuestionsResponse> {
  const instrument = loadInstrument(CURRENT_VERSION);
  const team = await db.selectFrom('teams').select('departments').where('id', '=', user.team_id).executeTakeFirstOrThrow();
  return {
    active,
    admin,
    questions: active || admin ? instrument.reassessment.questions : [],
    scale: sevenPointScale(instrument, user.language).map((p) => ({ value: String(p.value), label: p.label })),
    departments: normalizeTree(team.departments),
    teamID: user.team_id,
    language: user.language,
    version: instrument.version,
  };
}
