import type { Kysely } from 'kysely';
import type { MeResponse } from 'shared-api/contract';
import type { ReadCache } from '../../db/readCache';
import { cachedTeam, cachedUser } from '../../db/rows';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { hasPassword } from './passwords';
import type { SessionUser } from './sessions';

/** /api/me: the signed-in user, with their team's settings and class. */
export async function describeCaller(options: {
  db: Kysely<DB>;
  reads: ReadCache;
  user: SessionUser;
}): Promise<MeResponse> {
  const { db, reads, user } = options;
  const [row, team] = await Promise.all([cachedUser({ db, reads, id: user.id }), cachedTeam({ db, reads, id: user.teamId })]);
  if (!row || !team) throw new AppError('UNAUTHORIZED');
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    admin: user.admin,
    teamLeader: user.teamLead.length > 0,
    teamLead: user.teamLead,
    team_id: user.teamId,
    language: user.language,
    first_login: user.firstLogin,
    team: {
      isPlatform: team.is_platform,
      publicSlug: team.public_slug,
      postAssessmentForm: team.post_assessment_form,
      resultsSoonMessage: team.results_soon_message,
      academyQuestion: team.academy_question,
      civilianForm: team.civilian_form,
    },
    classId: row.class_id,
    mfa_enabled: user.mfaEnabled,
    has_password: hasPassword(row.password_hash),
    // The gate's hold (http/auth.ts), said ahead so the shell leads the manager to the setup.
    mfa_setup_required: Boolean(user.powerHeld),
  };
}
