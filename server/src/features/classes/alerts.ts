import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { formatAmount } from '../payments';
import type { LeftClass } from './leaveClass';

/** The participant's alert: they left, and what came back to them. */
export const leftMessage = (language: Language, { refunded, amountMinor, currency }: LeftClass) =>
  translate(language, refunded ? 'classes.leftRefunded' : 'classes.left', { amount: formatAmount(language, amountMinor, currency) });

/** The admin's alert: the student left, and what they were refunded. */
export const refundMessage = (language: Language, done: { refunded: boolean; name: string; amountMinor: number; currency: string }) =>
  translate(language, done.refunded ? 'classes.studentRefunded' : 'classes.studentRemoved', {
    name: done.name,
    amount: formatAmount(language, done.amountMinor, done.currency),
  });
