import { formatDateTime, type Language } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';

/** The answer to a call given At: when it will run, in the caller's language (and UTC, said so). */
export const scheduledMessage = (language: Language, at: Date) =>
  translate(language, 'schedules.scheduled', { at: `${formatDateTime(at.toISOString(), LOCALES[language], 'UTC')} UTC` });
