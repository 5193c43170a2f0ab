/** Reminders and actions planned ahead (issue 22). */
export const schedules = {
  'schedules.scheduled': 'Scheduled for {at}.',
  'schedules.cancelled': 'The scheduled action is cancelled.',
  'schedules.validation.at': 'Choose a date and time in the future, within two years.',
  'schedules.reminders.sent.one': '{count} reminder sent.',
  'schedules.reminders.sent.other': '{count} reminders sent.',
};
