import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cohortOrNull, parseAt, sendRemindersSchema, type PreviewResponse, type SendRemindersResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import { dryRun } from '../../db/transaction';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { team } from '../../http/targets';
import { scheduleAction, scheduledMessage } from '../schedules';
import { sendReminders } from './sendReminders';

const SENT = { one: 'schedules.reminders.sent.one', other: 'schedules.reminders.sent.other' } as const;
const PREVIEW = { one: 'schedules.preview.emails.one', other: 'schedules.preview.emails.other' } as const;

/** Reminders (issue 22): by the team's managers, now or at a time given in header At, or previewed (Preview). */
export async function reminderRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/send-reminders',
    access: 'manageTeam',
    input: { schema: sendRemindersSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, CohortId, Questionnaire, At, Preview }): Promise<SendRemindersResponse | PreviewResponse> => {
      const audience = { teamId: TeamID, cohortId: cohortOrNull(CohortId) };
      const actor = requireUser(req);
      if (Preview) {
        const { sent: reach } = await dryRun(db, (trx) => sendReminders({ db: trx, config, audience, questionnaire: Questionnaire, actor }));
        return { msg: requestCount(req, reach, PREVIEW), reach };
      }
      if (At) {
        const at = parseAt(At);
        const id = await scheduleAction({ db, action: 'send-reminders', audience, params: { Questionnaire }, at, actor });
        return { msg: scheduledMessage(requestLanguage(req), at), id };
      }
      const { sent } = await sendReminders({ db, config, audience, questionnaire: Questionnaire, actor });
      return { msg: requestCount(req, sent, SENT), sent };
    },
  });
}
