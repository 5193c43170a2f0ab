import type { Config } from './config';
import { activationRuns } from './features/activations';
import { reminderRuns } from './features/reminders';
import type { ScheduledRuns } from './features/schedules';

/** Every call that can be planned ahead, by name: what the scheduler may carry out. */
export const scheduledRuns = (config: Config): ScheduledRuns => ({ ...activationRuns(config), ...reminderRuns(config) });
