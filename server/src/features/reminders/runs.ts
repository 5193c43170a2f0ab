import type { Config } from '../../config';
import type { ScheduledRuns } from '../schedules';
import { sendReminders } from './sendReminders';

/** Reminders planned ahead (header At), carried out by the scheduler. */
export const reminderRuns = (config: Config): ScheduledRuns => ({
  'send-reminders': (trx, { audience, params, actor }) => sendReminders({ db: trx, config, audience, questionnaire: String(params.Questionnaire), actor }),
});
