import type { Language } from 'shared-api/contract';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { queueEnrolmentEmail } from './emails';
import { ofTeam, takeSeat, type Db } from './queries';

export interface Enrollee {
  id: number;
  name: string;
  email: string;
  team_id: number;
  language: Language;
}

/**
 * Takes a seat in a class open to the user's team, inside the caller's transaction: a class
 * that is not open to the team is INVALID_CLASS, one no longer accepting CLASS_CLOSED, a full
 * one CLASS_FULL; nothing is written then. Queues the enrolment email with the change.
 */
export async function enrol({ db, config, user, classId }: { db: Db; config: Config; user: Enrollee; classId: number }) {
  const cls = await ofTeam(db, user.team_id).where('classes.id', '=', classId).executeTakeFirst();
  if (!cls) throw new AppError('INVALID_CLASS');
  if (!cls.accepting) throw new AppError('CLASS_CLOSED');
  if (!(await takeSeat(db, classId))) throw new AppError('CLASS_FULL');
  const free = cls.price_minor === 0;
  await db
    .updateTable('users')
    .set({ class_id: classId, ...(cls.assessment_open ? { assessment_active: true } : {}) })
    .where('id', '=', user.id)
    .execute();
  await queueEnrolmentEmail({ db, config, to: user, cls });
  return cls;
}
