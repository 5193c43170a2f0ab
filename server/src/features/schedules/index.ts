/** What other features and the app use of schedules: planning a call, and the runner's types. */
export { scheduleAction } from './scheduleAction';
export { scheduledMessage } from './scheduledMessage';
export { startScheduler } from './worker';
export type { ScheduledRun, ScheduledRuns } from './runDueActions';
