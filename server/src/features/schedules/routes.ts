import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cancelScheduledSchema, scheduledSchema, type MsgResponse, type ScheduledResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestText } from '../../http/language';
import { route } from '../../http/route';
import { scheduledAction, team } from '../../http/targets';
import { cancelScheduled } from './cancelScheduled';
import { listScheduled } from './listScheduled';

/** A team's plans: listed and cancelled by its managers (admins, and leaders of the team). */
export async function scheduleRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/scheduled',
    access: 'manageTeam',
    input: { schema: scheduledSchema },
    target: team(({ TeamID }) => TeamID),
    handler: (_req, { TeamID }): Promise<ScheduledResponse> => listScheduled({ db, teamId: TeamID }),
  });

  route(app, {
    url: '/api/cancel-scheduled',
    access: 'manageTeam',
    input: { schema: cancelScheduledSchema },
    target: scheduledAction(({ ID }) => ID),
    handler: async (req, { ID }): Promise<MsgResponse> => {
      await cancelScheduled({ db, id: ID, actor: requireUser(req) });
      return { msg: requestText(req, 'schedules.cancelled') };
    },
  });
}
