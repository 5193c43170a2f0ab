import { QUESTIONNAIRES, REMINDER_QUESTIONNAIRES } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';

/** What each questionnaire of /api/send-reminders is called: the portal's names, as the reminder email says them. */
const TITLES: Readonly<Record<string, DictionaryKey>> = {
  assessment: 'portal.item.assessment',
  'assessment-re': 'portal.item.reassessment',
  ...Object.fromEntries(QUESTIONNAIRES.map((q) => [q.path.slice(1), q.title as DictionaryKey])),
};

/** The questionnaires a reminder may be about, each with the key of its name. */
export const REMINDABLE = REMINDER_QUESTIONNAIRES.map((value) => ({ value, title: TITLES[value] }));

/** The key of a questionnaire's name; undefined for one this screen does not know. */
export const reminderTitle = (questionnaire: string): DictionaryKey | undefined => TITLES[questionnaire];
